<?php

namespace App\Http\Controllers;

use App\Http\Resources\TeamResource;
use App\Models\Team;
use Illuminate\Support\Facades\DB;

class TeamController extends Controller
{
    /** GET /crud/team: a resource collection, {data: Team[]}. */
    public function index()
    {
        return TeamResource::collection(Team::with('users')->orderBy('name')->get());
    }

    /** GET /api/company/team-data: counts per live team (drafts not counted). */
    public function teamData()
    {
        return Team::orderBy('name')->get()->map(fn (Team $team) => [
            'team_id' => $team->id,
            'team_name' => $team->name,
            'open' => DB::table('kaizens')->where('team_id', $team->id)->where('status', 'open')->count(),
            'approved' => DB::table('kaizens')->where('team_id', $team->id)->where('status', 'approved')->count(),
            'declined' => DB::table('kaizens')->where('team_id', $team->id)->where('status', 'declined')->count(),
        ]);
    }
}
