<?php

namespace App\Http\Controllers;

use App\Models\Team;
use Illuminate\Http\Request;
use Illuminate\Validation\Rule;

class SessionController extends Controller
{
    public function locale(Request $request, string $locale)
    {
        validator(['locale' => $locale], ['locale' => Rule::in(['nl', 'en'])])->validate();
        $request->session()->put('locale', $locale);
        if ($request->user()) {
            $request->user()->forceFill(['locale' => $locale])->save();
        }

        return response()->json(['locale' => $locale]);
    }

    public function team(Request $request, Team $team)
    {
        $user = $request->user();
        if (! $user->actsInAnyTeam() && ! $user->isMemberOf($team)) {
            abort(403);
        }
        $request->session()->put('active_team_id', $team->id);
        $user->forceFill(['active_team_id' => $team->id])->save();

        return response()->json(['active_team' => ['id' => $team->id, 'name' => $team->name]]);
    }
}
