<?php

namespace App\Http\Resources;

use Illuminate\Http\Resources\Json\JsonResource;

class TeamResource extends JsonResource
{
    public function toArray($request)
    {
        return [
            'id' => $this->id,
            'name' => $this->name,
            'print_enabled' => $this->print_enabled,
            'deleted_at' => $this->deleted_at,
            'users_count' => $this->users->count(),
            'users' => $this->users->map(fn ($user) => ['id' => $user->id, 'name' => $user->name]),
        ];
    }
}
