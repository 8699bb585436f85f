<?php

namespace App\Providers;

use Illuminate\Foundation\Support\Providers\RouteServiceProvider as ServiceProvider;
use Illuminate\Support\Facades\Route;

class RouteServiceProvider extends ServiceProvider
{
    public function boot()
    {
        $this->routes(function () {
            // Test-only controls (reset, end every session, take a role away): never in production.
            if ($this->app->environment('testing')) {
                Route::prefix('__test')->group(base_path('routes/testing.php'));
            }

            // The 'sanctum' stack: Sanctum's stateful API, as a Laravel app with Sanctum has it.
            // The session routes stay web routes, Sanctum adds GET /sanctum/csrf-cookie (a 204
            // that sets XSRF-TOKEN), and the API gets the api group, whose
            // EnsureFrontendRequestsAreStateful starts a session only for requests from the
            // domains in config/sanctum.php; from anywhere else `auth` answers 401.
            $sanctum = config('qek.stack') === 'sanctum';
            if ($sanctum) {
                Route::middleware('web')->get('/sanctum/csrf-cookie', fn () => response()->noContent());
            }

            Route::middleware('web')->group(base_path('routes/web.php'));
            Route::middleware($sanctum ? 'api' : 'web')->group(base_path('routes/api.php'));
        });
    }
}
