<?php

namespace App\Http\Controllers\StarterKits;

use App\Http\Controllers\Controller;
use App\Http\Middleware\RedirectIfAuthenticated;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Auth;
use Illuminate\Validation\ValidationException;

/**
 * Laravel Fortify's `AuthenticatedSessionController` with its default login pipeline and
 * responses, as the package writes them, on the `web` guard and `email` as the user name:
 * `LoginRequest`'s rules, `AttemptToAuthenticate`, `PrepareAuthenticatedSession`, then
 * `LoginResponse` and `LogoutResponse`. Left out: the login rate limiter and two-factor
 * authentication (off by default).
 */
class FortifySessionController extends Controller
{
    public function store(Request $request)
    {
        // Laravel\Fortify\Http\Requests\LoginRequest
        $request->validate([
            'email' => 'required|string',
            'password' => 'required|string',
        ]);

        // Laravel\Fortify\Actions\AttemptToAuthenticate
        if (! Auth::guard('web')->attempt($request->only('email', 'password'), $request->boolean('remember'))) {
            throw ValidationException::withMessages([
                'email' => [trans('auth.failed')],
            ]);
        }

        // Laravel\Fortify\Actions\PrepareAuthenticatedSession
        $request->session()->regenerate();

        // Laravel\Fortify\Http\Responses\LoginResponse
        return $request->wantsJson()
            ? response()->json(['two_factor' => false])
            : redirect()->intended(RedirectIfAuthenticated::HOME);
    }

    public function destroy(Request $request)
    {
        Auth::guard('web')->logout();

        $request->session()->invalidate();

        $request->session()->regenerateToken();

        // Laravel\Fortify\Http\Responses\LogoutResponse
        return $request->wantsJson()
            ? new JsonResponse('', 204)
            : redirect('/');
    }
}
