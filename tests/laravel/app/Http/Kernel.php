<?php

namespace App\Http;

use Illuminate\Foundation\Http\Kernel as HttpKernel;

/** The Laravel 8 skeleton's kernel (minus CORS and proxies, which same-origin does not need). */
class Kernel extends HttpKernel
{
    protected $middleware = [
        \Illuminate\Foundation\Http\Middleware\PreventRequestsDuringMaintenance::class,
        \Illuminate\Foundation\Http\Middleware\ValidatePostSize::class,
        \App\Http\Middleware\TrimStrings::class,
        \Illuminate\Foundation\Http\Middleware\ConvertEmptyStringsToNull::class,
        \App\Http\Middleware\SetLocaleFromHeader::class,
    ];

    protected $middlewareGroups = [
        'web' => [
            \App\Http\Middleware\EncryptCookies::class,
            \Illuminate\Cookie\Middleware\AddQueuedCookiesToResponse::class,
            \Illuminate\Session\Middleware\StartSession::class,
            \App\Http\Middleware\SlowRequestForTests::class,
            \Illuminate\View\Middleware\ShareErrorsFromSession::class,
            \App\Http\Middleware\VerifyCsrfToken::class,
            // After the CSRF check: a 419 did nothing and is never kept.
            \App\Http\Middleware\Idempotency::class,
            \Illuminate\Routing\Middleware\SubstituteBindings::class,
        ],
        // The 'sanctum' stack's API (RouteServiceProvider): a session only for requests from
        // the stateful domains. Without the skeleton's throttle:api, which the suite's many
        // sign-ins from one address would trip.
        'api' => [
            \App\Http\Middleware\EnsureFrontendRequestsAreStateful::class,
            \App\Http\Middleware\Idempotency::class,
            \Illuminate\Routing\Middleware\SubstituteBindings::class,
        ],
    ];

    protected $routeMiddleware = [
        'auth' => \App\Http\Middleware\Authenticate::class,
        'can' => \Illuminate\Auth\Middleware\Authorize::class,
        'throttle' => \Illuminate\Routing\Middleware\ThrottleRequests::class,
        'session.locale' => \App\Http\Middleware\SessionLocale::class,
    ];
}
