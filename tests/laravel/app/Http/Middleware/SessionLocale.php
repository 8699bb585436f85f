<?php

namespace App\Http\Middleware;

use Closure;
use Illuminate\Http\Request;

/** Without a usable Accept-Language the session's locale applies (docs/api.md §1). */
class SessionLocale
{
    public function handle(Request $request, Closure $next)
    {
        if (! $request->attributes->get('header_locale') && $request->hasSession()) {
            app()->setLocale($request->session()->get('locale', 'nl'));
        }

        return $next($request);
    }
}
