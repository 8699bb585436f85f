<?php

namespace App\Http\Middleware;

use Closure;
use Illuminate\Http\Request;

/**
 * docs/api.md: Accept-Language carries a bare code (a region is read as its language); a
 * browser's own list is ignored, and then the session locale or Dutch applies (read later,
 * once the session has started: see App\Providers\AppServiceProvider).
 */
class SetLocaleFromHeader
{
    public const LOCALES = ['nl', 'en'];

    public function handle(Request $request, Closure $next)
    {
        $header = (string) $request->header('Accept-Language', '');
        $code = strtolower(substr($header, 0, 2));
        $bare = preg_match('/^[a-zA-Z]{2}(-[a-zA-Z]{2})?$/', $header) === 1;
        app()->setLocale($bare && in_array($code, self::LOCALES, true) ? $code : 'nl');
        $request->attributes->set('header_locale', $bare && in_array($code, self::LOCALES, true));

        return $next($request);
    }
}
