<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Relations\BelongsToMany;
use Illuminate\Foundation\Auth\User as Authenticatable;
use Illuminate\Notifications\Notifiable;

class User extends Authenticatable
{
    // The password broker mails the reset link as a notification.
    use Notifiable;

    protected $hidden = ['password', 'remember_token'];

    public function roles(): BelongsToMany
    {
        return $this->belongsToMany(Role::class);
    }

    public function teams(): BelongsToMany
    {
        return $this->belongsToMany(Team::class);
    }

    public function hasRole(string $name): bool
    {
        return $this->roles->contains('name', $name);
    }

    /** @return string[] */
    public function permissionNames(): array
    {
        return $this->roles->flatMap(fn (Role $role) => $role->permissions)->unique()->values()->all();
    }

    public function hasPermission(string $name): bool
    {
        return $this->hasRole('superadmin') || in_array($name, $this->permissionNames(), true);
    }

    public function actsInAnyTeam(): bool
    {
        return $this->hasPermission('create kaizen any team');
    }

    public function isMemberOf(Team $team): bool
    {
        return $this->teams()->whereKey($team->id)->exists();
    }

    /** The teams this user may work in: their live teams, or every live team for any-team users. */
    public function workableTeams()
    {
        return $this->actsInAnyTeam() ? Team::query() : $this->teams();
    }
}
