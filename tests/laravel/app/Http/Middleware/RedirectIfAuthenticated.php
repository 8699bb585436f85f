<?php

namespace App\Http\Middleware;

use Closure;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Auth;

/**
 * The Laravel 8 skeleton's `guest` middleware, which Breeze and Fortify put on `POST /login`: a
 * session already signed in is sent to the app's home instead.
 */
class RedirectIfAuthenticated
{
    public const HOME = '/home';

    public function handle(Request $request, Closure $next, ...$guards)
    {
        $guards = empty($guards) ? [null] : $guards;

        foreach ($guards as $guard) {
            if (Auth::guard($guard)->check()) {
                return redirect(self::HOME);
            }
        }

        return $next($request);
    }
}
