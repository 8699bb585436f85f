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
            Route::middleware('web')->group(base_path('routes/web.php'));
        });
    }
}
