<?php

namespace App\Http\Middleware;

use Closure;
use Illuminate\Cookie\Middleware\AddQueuedCookiesToResponse;
use Illuminate\Http\Request;
use Illuminate\Routing\Pipeline;
use Illuminate\Session\Middleware\StartSession;
use Illuminate\Support\Str;

/**
 * Laravel Sanctum's middleware of the same name, rebuilt for Debian's Laravel 8 (which ships
 * without Sanctum), as the first of the 'api' group in the 'sanctum' stack: a request whose
 * Referer (or, without one, Origin) names a host in config('sanctum.stateful') gets the session
 * (cookies, session, CSRF check) as a web route would; any other request stays stateless, so
 * `auth` answers 401 and a route that needs the session fails.
 */
class EnsureFrontendRequestsAreStateful
{
    public function handle(Request $request, Closure $next)
    {
        config(['session.http_only' => true, 'session.same_site' => 'lax']);

        $stateful = static::fromFrontend($request) ? [
            function (Request $request, Closure $next) {
                $request->attributes->set('sanctum', true);

                return $next($request);
            },
            EncryptCookies::class,
            AddQueuedCookiesToResponse::class,
            StartSession::class,
            VerifyCsrfToken::class,
        ] : [];

        return (new Pipeline(app()))->send($request)->through($stateful)->then($next);
    }

    /**
     * As Sanctum decides it: the Referer or Origin without its scheme, ending in a slash, must
     * start with a listed `host[:port]` followed by that slash. So `localhost` does not cover
     * `localhost:5173`; a port must be listed with its host.
     */
    public static function fromFrontend(Request $request): bool
    {
        $from = $request->headers->get('referer') ?: $request->headers->get('origin');
        if (! $from) {
            return false;
        }
        $from = Str::replaceFirst('http://', '', Str::replaceFirst('https://', '', $from));
        $from = Str::finish($from, '/');
        $patterns = array_map(
            fn (string $domain) => trim($domain).'/*',
            array_filter(config('sanctum.stateful', []))
        );

        return Str::is($patterns, $from);
    }
}
