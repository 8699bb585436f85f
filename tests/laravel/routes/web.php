<?php

use App\Http\Controllers\AuthController;
use App\Http\Controllers\KaizenController;
use App\Http\Controllers\KaizenTableController;
use App\Http\Controllers\LanguageController;
use App\Http\Controllers\PasswordController;
use App\Http\Controllers\SessionController;
use App\Http\Controllers\SpaController;
use App\Http\Controllers\StorageController;
use App\Http\Controllers\TeamController;
use App\Http\Controllers\UserController;
use Illuminate\Support\Facades\Route;

// The part of docs/api.md that exercises every protocol mechanism the client meets.
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
    Route::get('/api/session/locale/{locale}', [SessionController::class, 'locale']);
    Route::get('/api/language/{page}', [LanguageController::class, 'show']);
    Route::get('/storage/{path}', StorageController::class)->where('path', '.*');
    Route::post('/api/password/reset', [PasswordController::class, 'sendLink']);
    Route::get('/api/check/token/{token}', [PasswordController::class, 'check']);
    Route::post('/api/password/new', [PasswordController::class, 'reset']);

    Route::middleware('auth')->group(function () {
        Route::get('/api/user', [UserController::class, 'show']);
        Route::get('/api/user/refresh', [UserController::class, 'show']);
        Route::post('/api/user/teams', [UserController::class, 'teams']);
        Route::get('/api/session/team/{team}', [SessionController::class, 'team']);
        Route::get('/crud/team', [TeamController::class, 'index']);
        Route::get('/api/company/team-data', [TeamController::class, 'teamData']);

        // Laravel's router reads /api/kaizen/ as /api/kaizen: both forms reach store().
        Route::get('/api/kaizen', [KaizenController::class, 'options']);
        Route::post('/api/kaizen', [KaizenController::class, 'store']);
        Route::post('/api/kaizen/table/approved', [KaizenTableController::class, 'approved']);
        Route::post('/api/kaizen/table/rejected', [KaizenTableController::class, 'declined']);
        Route::get('/api/kaizen/by-team/{team}', [KaizenController::class, 'byTeam']);
        Route::get('/api/kaizen/by-user/{user}', [KaizenController::class, 'byUser']);
        Route::get('/api/kaizen/{kaizen}', [KaizenController::class, 'show']);
        // Reached by PUT and by POST with _method=PUT (multipart).
        Route::put('/api/kaizen/{kaizen}', [KaizenController::class, 'update']);
        Route::post('/api/kaizen/{kaizen}/decline', [KaizenController::class, 'decline']);
    });
});

// Spec §9: every other GET is one of the app's routes and gets index.html (GET /login too:
// only POST /login is the API). Unknown API paths stay JSON 404s.
Route::get('/{path?}', SpaController::class)->where('path', '^(?!api/|crud/|build/|storage/).*');
