<?php

namespace App\Http\Controllers;

use App\Models\User;
use Illuminate\Auth\Events\PasswordReset;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Hash;
use Illuminate\Support\Facades\Password;
use Illuminate\Support\Str;
use Illuminate\Validation\ValidationException;

/**
 * Password reset through Laravel's own broker, answered the way Laravel's starter kits do
 * (Breeze, Fortify): a refusal is a 422 on `email` carrying the translated broker status
 * (`passwords.user`, `passwords.throttled`, `passwords.token`), whatever the real cause.
 */
class PasswordController extends Controller
{
    public function sendLink(Request $request)
    {
        $request->validate(['email' => 'required|email']);
        $status = Password::sendResetLink($request->only('email'));
        if ($status !== Password::RESET_LINK_SENT) {
            throw ValidationException::withMessages(['email' => [__($status)]]);
        }

        return response()->json(['message' => __($status)]);
    }

    /** GET /api/check/token/{token}: the broker keeps only a hash, so each pending reset is tried. */
    public function check(string $token)
    {
        foreach (DB::table(config('auth.passwords.users.table'))->pluck('email') as $email) {
            $user = User::where('email', $email)->first();
            if ($user && Password::tokenExists($user, $token)) {
                return response()->json(['valid' => true, 'email' => $user->email]);
            }
        }

        return response()->json(['valid' => false]);
    }

    public function reset(Request $request)
    {
        $request->validate([
            'token' => 'required',
            'email' => 'required|email',
            'password' => 'required|string|min:8|confirmed',
        ]);
        $status = Password::reset(
            $request->only('email', 'password', 'password_confirmation', 'token'),
            function (User $user, string $password) {
                $user->forceFill(['password' => Hash::make($password), 'remember_token' => Str::random(60)])->save();
                event(new PasswordReset($user));
            }
        );
        if ($status !== Password::PASSWORD_RESET) {
            throw ValidationException::withMessages(['email' => [__($status)]]);
        }

        return response()->json(['message' => __($status)]);
    }
}
