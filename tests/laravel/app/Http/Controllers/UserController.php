<?php

namespace App\Http\Controllers;

use App\Models\Team;
use App\Models\User;
use Illuminate\Http\Request;

class UserController extends Controller
{
    public const LANGUAGES = [
        ['code' => 'nl', 'name' => 'Nederlands', 'flag_src' => '/build/flags/nl.png'],
        ['code' => 'en', 'name' => 'English', 'flag_src' => '/build/flags/en.png'],
    ];

    /** GET /api/user and /api/user/refresh: a plain array, as many apps return a user. */
    public function show(Request $request)
    {
        return response()->json(self::currentUser($request));
    }

    public static function currentUser(Request $request): array
    {
        /** @var User $user */
        $user = $request->user();
        $teamId = $request->session()->get('active_team_id');
        $team = $teamId ? $user->workableTeams()->whereKey($teamId)->first() : null;

        return [
            'id' => $user->id,
            'name' => $user->name,
            'email' => $user->email,
            'picture_src' => $user->picture_src,
            'logo_src' => '/build/images/demo-logo.png',
            'color' => '#0b63c5',
            'locale' => $request->session()->get('locale', $user->locale),
            'languages' => self::LANGUAGES,
            'active_team' => $team ? ['id' => $team->id, 'name' => $team->name] : null,
            'all_roles' => $user->roles->pluck('name')->values(),
            'all_permissions' => $user->hasRole('superadmin') ? [] : $user->permissionNames(),
        ];
    }

    /** POST /api/user/teams: a plain paginate(), so `data` and `total` sit at the top. */
    public function teams(Request $request)
    {
        $size = 10;
        $start = max(0, (int) $request->input('start', 0));
        $search = (string) $request->input('search', '');

        return $request->user()->workableTeams()
            ->when($search !== '', fn ($query) => $query->where('name', 'like', "%{$search}%"))
            ->orderBy('name')
            ->select(['teams.id', 'teams.name'])
            ->paginate($size, ['*'], 'page', intdiv($start, $size) + 1);
    }
}
