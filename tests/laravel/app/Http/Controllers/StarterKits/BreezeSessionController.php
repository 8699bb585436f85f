<?php

namespace App\Http\Controllers\StarterKits;

use App\Http\Controllers\Controller;
use App\Http\Requests\BreezeLoginRequest;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Auth;

/**
 * Laravel Breeze's API stack, `App\Http\Controllers\Auth\AuthenticatedSessionController`, as the
 * kit writes it: the sign-in and the sign-out both answer 204 No Content.
 */
class BreezeSessionController extends Controller
{
    /** Handle an incoming authentication request. */
    public function store(BreezeLoginRequest $request)
    {
        $request->authenticate();

        $request->session()->regenerate();

        return response()->noContent();
    }

    /** Destroy an authenticated session. */
    public function destroy(Request $request)
    {
        Auth::guard('web')->logout();

        $request->session()->invalidate();

        $request->session()->regenerateToken();

        return response()->noContent();
    }
}
