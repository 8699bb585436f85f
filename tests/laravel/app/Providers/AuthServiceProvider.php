<?php

namespace App\Providers;

use App\Models\Kaizen;
use App\Models\Team;
use App\Models\User;
use Illuminate\Auth\Notifications\ResetPassword;
use Illuminate\Foundation\Support\Providers\AuthServiceProvider as ServiceProvider;
use Illuminate\Support\Facades\Gate;

/** docs/api.md §2: superadmin passes every check; everyone else by permission name. */
class AuthServiceProvider extends ServiceProvider
{
    public function boot()
    {
        Gate::before(fn (User $user) => $user->hasRole('superadmin') ? true : null);

        Gate::define('file-kaizen', fn (User $user, Team $team) => $user->actsInAnyTeam()
            || ($user->hasPermission('create kaizen') && $user->isMemberOf($team)));

        Gate::define('see-team', fn (User $user, Team $team) => $user->actsInAnyTeam()
            || $user->hasPermission('view team') || $user->isMemberOf($team));

        Gate::define('review-kaizen', fn (User $user, Kaizen $kaizen) => $user->hasPermission('review kaizen')
            && ($user->actsInAnyTeam() || $user->isMemberOf($kaizen->team)));

        Gate::define('edit-kaizen', fn (User $user, Kaizen $kaizen) => $kaizen->author_id === $user->id);

        // The broker's mail links to the app's own screen (spec: password/new/{token}).
        ResetPassword::createUrlUsing(fn (User $user, string $token) => url('/password/new/'.$token));
    }
}
