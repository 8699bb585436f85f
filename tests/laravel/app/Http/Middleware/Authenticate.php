<?php

namespace App\Http\Middleware;

use Illuminate\Auth\Middleware\Authenticate as Middleware;

class Authenticate extends Middleware
{
    /** An API: no login page to redirect to, so the handler answers 401 JSON. */
    protected function redirectTo($request)
    {
        return null;
    }
}
