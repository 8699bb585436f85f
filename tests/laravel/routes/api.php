<?php

use App\Http\Controllers\CompanyController;
use App\Http\Controllers\KaizenController;
use App\Http\Controllers\KaizenTableController;
use App\Http\Controllers\LanguageController;
use App\Http\Controllers\PasswordController;
use App\Http\Controllers\SessionController;
use App\Http\Controllers\TeamController;
use App\Http\Controllers\UserController;
use Illuminate\Support\Facades\Route;

// The API part of docs/api.md: under the web middleware like the session routes, or under the
// 'sanctum' stack's api group (RouteServiceProvider).
Route::middleware('session.locale')->group(function () {
    Route::get('/api/session/locale/{locale}', [SessionController::class, 'locale']);
    Route::get('/api/language/{page}', [LanguageController::class, 'show']);
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
        Route::get('/api/company', [CompanyController::class, 'show']);

        // Laravel's router reads /api/kaizen/ as /api/kaizen: both forms reach store().
        Route::get('/api/kaizen', [KaizenController::class, 'options']);
        Route::post('/api/kaizen', [KaizenController::class, 'store']);
        Route::post('/api/kaizen/table/approved', [KaizenTableController::class, 'approved']);
        Route::post('/api/kaizen/table/rejected', [KaizenTableController::class, 'declined']);
        Route::get('/api/kaizen/by-team/{team}', [KaizenController::class, 'byTeam']);
        Route::get('/api/kaizen/by-user/{user}', [KaizenController::class, 'byUser']);
        Route::get('/api/kaizen/by-type/shared', [KaizenController::class, 'shared']);
        Route::get('/api/kaizen/{kaizen}', [KaizenController::class, 'show']);
        // Reached by PUT and by POST with _method=PUT (multipart).
        Route::put('/api/kaizen/{kaizen}', [KaizenController::class, 'update']);
        Route::post('/api/kaizen/{kaizen}/decline', [KaizenController::class, 'decline']);
    });
});
