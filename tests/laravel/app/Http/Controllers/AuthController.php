<?php

namespace App\Http\Controllers;

use Illuminate\Http\Request;
use Illuminate\Support\Facades\Auth;
use Illuminate\Validation\ValidationException;

class AuthController extends Controller
{
    public function verified()
    {
        return response()->json(Auth::check());
    }

    public function login(Request $request)
    {
        $credentials = $request->validate(['email' => 'required|string', 'password' => 'required|string']);
        if (! Auth::attempt($credentials, $request->boolean('remember'))) {
            throw ValidationException::withMessages(['email' => [trans('auth.failed')]]);
        }
        // regenerate() keeps the guest's data (a locale picked on /login).
        $request->session()->regenerate();
        $user = $request->user();
        $request->session()->put('locale', $request->session()->get('locale', $user->locale));
        $request->session()->put('active_team_id', $user->active_team_id);

        return response()->json(['two_factor' => false]);
    }

    public function logout(Request $request)
    {
        $locale = $request->session()->get('locale');
        Auth::guard('web')->logout();
        $request->session()->invalidate();
        $request->session()->regenerateToken();
        if ($locale) {
            $request->session()->put('locale', $locale);
        }

        return response()->noContent();
    }
}
