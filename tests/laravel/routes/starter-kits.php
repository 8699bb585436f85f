<?php

use App\Http\Controllers\StarterKits\BreezeSessionController;
use App\Http\Controllers\StarterKits\FortifySessionController;
use App\Http\Middleware\RedirectIfAuthenticated;
use Illuminate\Support\Facades\Route;

/*
 * The sign-in and sign-out routes of Laravel's starter kits, in place of the spec's
 * (config/qek.php 'stack'). Both have `POST /logout` only: a `GET /logout` reaches the app's
 * catch-all and gets index.html, as it does in an app built on them.
 */
if (config('qek.stack') === 'breeze') {
    // Breeze's routes/auth.php (API stack).
    Route::post('/login', [BreezeSessionController::class, 'store'])
        ->middleware(RedirectIfAuthenticated::class)
        ->name('login');
    Route::post('/logout', [BreezeSessionController::class, 'destroy'])
        ->middleware('auth')
        ->name('logout');
} else {
    // Fortify's routes/routes.php, without its login rate limiter.
    Route::post('/login', [FortifySessionController::class, 'store'])
        ->middleware(RedirectIfAuthenticated::class);
    Route::post('/logout', [FortifySessionController::class, 'destroy'])
        ->name('logout');
}
