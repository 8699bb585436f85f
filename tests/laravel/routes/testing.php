<?php

use App\Http\Controllers\TestingController;
use Illuminate\Support\Facades\Route;

// No web middleware: a test runner calls these directly, without a session or XSRF token.
Route::post('/reset', [TestingController::class, 'reset']);
Route::post('/sessions/flush', [TestingController::class, 'flushSessions']);
Route::post('/users/{email}/roles/{role}/remove', [TestingController::class, 'removeRole']);
Route::get('/kaizens/id', [TestingController::class, 'kaizenId']);
Route::get('/password/link', [TestingController::class, 'passwordLink']);
Route::post('/slow-next', [TestingController::class, 'slowNext']);
// The one route read with the session: the page calls it, with its cookie.
Route::middleware('web')->get('/session', [TestingController::class, 'session']);
