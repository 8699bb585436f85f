<?php

namespace App\Http\Controllers;

use App\Http\Middleware\SlowRequestForTests;
use App\Models\Kaizen;
use App\Models\Role;
use App\Models\User;
use Database\Seeder;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\File;

/** Test-only (routes/testing.php, APP_ENV=testing): what the drills do to the server. */
class TestingController extends Controller
{
    public function reset()
    {
        require_once base_path('database/Seeder.php');
        (new Seeder())->run();
        $this->flushSessions();

        return response()->noContent();
    }

    /** Ends every server session at once, as a session timeout or a server restart does. */
    public function flushSessions()
    {
        File::cleanDirectory(config('session.files'));

        return response()->noContent();
    }

    /** The id of a seeded kaizen, by its title (?title=...). */
    public function kaizenId(Request $request)
    {
        return ['id' => Kaizen::where('title', $request->query('title'))->firstOrFail()->id];
    }

    /**
     * The link of the last password-reset mail to ?email=..., read from the mail log (the log
     * mailer writes each message there as one entry): what the user would click.
     */
    public function passwordLink(Request $request)
    {
        $log = storage_path('logs/laravel.log');
        $entries = is_file($log) ? preg_split('/^(?=\[\d{4}-\d\d-\d\d )/m', File::get($log)) : [];
        $to = '/^To: '.preg_quote((string) $request->query('email'), '/').'\r?$/m';
        foreach (array_reverse($entries) as $entry) {
            if (preg_match($to, $entry) && preg_match('~https?://\S+/password/new/[\w-]+~', $entry, $link)) {
                return ['url' => $link[0]];
            }
        }
        abort(404, 'No reset mail to that address.');
    }

    /** An admin takes a role away from a user who is signed in elsewhere. */
    public function removeRole(string $email, string $role)
    {
        $user = User::where('email', $email)->firstOrFail();
        $user->roles()->detach(Role::where('name', $role)->firstOrFail());

        return response()->noContent();
    }

    /** The next request to ?path= (no leading slash) is held ?ms= milliseconds mid-session. */
    public function slowNext(Request $request)
    {
        file_put_contents(SlowRequestForTests::flagFile(), json_encode([
            'path' => (string) $request->query('path'),
            'ms' => (int) $request->query('ms'),
        ]));

        return response()->noContent();
    }

    /** What the caller's server session holds now (the web middleware reads its cookie). */
    public function session(Request $request)
    {
        return ['locale' => $request->session()->get('locale')];
    }
}
