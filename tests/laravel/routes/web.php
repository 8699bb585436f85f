<?php

use App\Http\Controllers\AppViewController;
use App\Http\Controllers\AuthController;
use App\Http\Controllers\SpaController;
use App\Http\Controllers\StorageController;
use Illuminate\Support\Facades\Route;

// The session routes of docs/api.md (the API itself: routes/api.php).
Route::middleware('session.locale')->group(function () {
    Route::get('/verified', [AuthController::class, 'verified']);
    // ---- Sign-in and sign-out: a starter kit's (config/qek.php 'stack'), else the spec's.
    if (in_array(config('qek.stack'), ['breeze', 'fortify'], true)) {
        require __DIR__.'/starter-kits.php';
    } else {
        Route::post('/login', [AuthController::class, 'login']);
        Route::match(['get', 'post'], '/logout', [AuthController::class, 'logout']);
    }
    // ---- end of the starter kits' block.
    Route::get('/storage/{path}', StorageController::class)->where('path', '.*');
});

// Spec §9: every other GET is one of the app's routes and gets index.html (GET /login too:
// only POST /login is the API), or with QEK_SHELL=blade the Blade view that loads the build with
// @vite (docs/deploy.md, section 13). Unknown API paths stay JSON 404s.
$shell = config('qek.shell') === 'blade' ? AppViewController::class : SpaController::class;
Route::get('/{path?}', $shell)->where('path', '^(?!api/|crud/|build/|storage/).*');
