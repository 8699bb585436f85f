<?php

namespace App\Http\Controllers;

use App\Http\Resources\KaizenResource;
use App\Models\Kaizen;
use App\Models\Team;
use App\Models\User;
use Illuminate\Http\Request;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\Storage;
use Illuminate\Validation\Rule;

class KaizenController extends Controller
{
    private const TEXT = ['nullable', 'string', 'max:5000'];
    private const IMAGE = ['nullable', 'image', 'mimes:jpeg,png,webp,gif', 'max:8192'];

    public function options(Request $request)
    {
        $user = $request->user();
        abort_unless($user->hasPermission('create kaizen') || $user->actsInAnyTeam(), 403);
        $teams = $user->workableTeams()->orderBy('name')->get(['teams.id', 'teams.name']);

        return ['teams' => $teams->map(fn ($team) => ['id' => $team->id, 'name' => $team->name])];
    }

    public function show(Request $request, Kaizen $kaizen)
    {
        abort_if($kaizen->status === 'draft' && $kaizen->author_id !== $request->user()->id, 404);

        return new KaizenResource($kaizen->load(['team', 'author']));
    }

    public function byTeam(Request $request, Team $team)
    {
        $this->authorize('see-team', $team);
        $userId = $request->user()->id;
        $kaizens = Kaizen::with(['team', 'author'])->where('team_id', $team->id)
            ->where(fn ($query) => $query->where('status', '!=', 'draft')->orWhere('author_id', $userId))
            ->latest()->orderByDesc('id')->get();

        return KaizenResource::collection($kaizens);
    }

    /** The approved kaizens shared with the whole company (one company here). */
    public function shared()
    {
        $kaizens = Kaizen::with(['team', 'author'])->where('status', 'approved')->where('shared', true)
            ->latest()->orderByDesc('id')->get();

        return KaizenResource::collection($kaizens);
    }

    public function byUser(Request $request, User $user)
    {
        $own = $user->id === $request->user()->id;
        $kaizens = Kaizen::with(['team', 'author'])->where('author_id', $user->id)
            ->when(! $own, fn ($query) => $query->where('status', '!=', 'draft'))
            ->latest()->orderByDesc('id')->get();

        return KaizenResource::collection($kaizens);
    }

    /** POST /api/kaizen (and /api/kaizen/): authorisation first, then validation, as Laravel does. */
    public function store(Request $request)
    {
        $team = Team::find($request->input('team_id'));
        if ($team) {
            $this->authorize('file-kaizen', $team);
        }
        $data = $request->validate($this->rules($request, null));
        $kaizen = new Kaizen();
        $kaizen->author_id = $request->user()->id;
        $this->fill($kaizen, $request, $data);
        $kaizen->save();
        $kaizen->refresh();

        return (new KaizenResource($kaizen->load(['team', 'author'])))->response()->setStatusCode(201);
    }

    /** PUT /api/kaizen/{id}, also as POST with _method=PUT: edits by the author, approve and share by a reviewer. */
    public function update(Request $request, Kaizen $kaizen)
    {
        $reviewing = $request->has('shared') || in_array($request->input('status'), ['approved', 'declined'], true);
        $this->authorize($reviewing ? 'review-kaizen' : 'edit-kaizen', $kaizen);
        $sharing = $request->has('shared') && $kaizen->status === 'approved';
        abort_if($kaizen->isDecided() && ! $sharing, 423, __('kaizen.locked'));

        if ($reviewing) {
            $data = $request->validate(['status' => 'nullable|in:approved', 'shared' => 'nullable|boolean']);
            if (($data['status'] ?? null) === 'approved') {
                abort_unless($kaizen->status === 'open', 423, __('kaizen.locked'));
                $kaizen->status = 'approved';
                $kaizen->decided_at = now();
            }
            if (array_key_exists('shared', $data)) {
                $kaizen->shared = $request->boolean('shared');
            }
        } else {
            $this->fill($kaizen, $request, $request->validate($this->rules($request, $kaizen)));
        }
        $kaizen->save();

        return new KaizenResource($kaizen->load(['team', 'author']));
    }

    public function decline(Request $request, Kaizen $kaizen)
    {
        $this->authorize('review-kaizen', $kaizen);
        abort_unless($kaizen->status === 'open', 423, __('kaizen.locked'));
        $data = $request->validate(['reason' => 'required|string|max:1000']);
        $kaizen->forceFill(['status' => 'declined', 'decline_reason' => $data['reason'], 'decided_at' => now()])->save();

        return new KaizenResource($kaizen->load(['team', 'author']));
    }

    private function rules(Request $request, ?Kaizen $kaizen): array
    {
        $creating = $kaizen === null;
        $teamId = $request->input('team_id', $kaizen?->team_id);
        $status = $request->input('status', $kaizen?->status);
        $submitting = $status === 'open';
        // A title is unique within its team: a rule the client cannot know beforehand.
        $unique = Rule::unique('kaizens')->where('team_id', $teamId)->ignore($kaizen?->id);

        return [
            'title' => [$creating ? 'required' : 'sometimes', 'string', 'max:120', $unique],
            'team_id' => [$creating ? 'required' : 'sometimes', 'integer', Rule::exists('teams', 'id')->whereNull('deleted_at')],
            'status' => [$creating ? 'required' : 'sometimes', Rule::in(['draft', 'open'])],
            'problem' => [$submitting && $creating ? 'required' : 'nullable', 'string', 'max:5000'],
            'improvement' => [$submitting && $creating ? 'required' : 'nullable', 'string', 'max:5000'],
            'result' => self::TEXT,
            'effect_money' => ['nullable', 'numeric', 'min:0'],
            'effect_time' => ['nullable', 'numeric', 'min:0'],
            'effect_quality' => self::TEXT,
            'effect_safety' => self::TEXT,
            'before_image' => self::IMAGE,
            'after_image' => self::IMAGE,
        ];
    }

    private function fill(Kaizen $kaizen, Request $request, array $data): void
    {
        foreach (['title', 'team_id', 'problem', 'improvement', 'result', 'effect_money', 'effect_time', 'effect_quality', 'effect_safety'] as $field) {
            if ($request->exists($field)) {
                $kaizen->{$field} = $data[$field] ?? null;
            }
        }
        if (isset($data['status']) && $data['status'] !== $kaizen->status) {
            $kaizen->status = $data['status'];
            $kaizen->submitted_at = $data['status'] === 'open' ? now() : null;
        }
        foreach (['before', 'after'] as $which) {
            $file = $request->file("{$which}_image");
            if ($file instanceof UploadedFile) {
                $name = $file->hashName();
                $file->move(storage_path('app/public/kaizens'), $name);
                // The skeleton's way: the public disk's URL is APP_URL/storage (docs/deploy.md).
                $kaizen->{"{$which}_image_src"} = Storage::disk('public')->url("kaizens/{$name}");
            } elseif ($request->boolean("remove_{$which}_image")) {
                $kaizen->{"{$which}_image_src"} = null;
            }
        }
    }
}
