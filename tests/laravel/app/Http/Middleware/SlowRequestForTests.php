<?php

namespace App\Http\Middleware;

use Closure;
use Illuminate\Http\Request;

/**
 * Test-only (APP_ENV=testing): holds the next request to one path for a while, after the session
 * was read and before it is written back, as a slow query does on a busy server. With requests
 * running side by side, that is how a session write made meanwhile gets undone
 * (POST /__test/slow-next).
 */
class SlowRequestForTests
{
    public static function flagFile(): string
    {
        return storage_path('framework/slow-next-request.json');
    }

    public function handle(Request $request, Closure $next)
    {
        if (app()->environment('testing') && is_file(self::flagFile())) {
            $slow = json_decode((string) file_get_contents(self::flagFile()), true);
            if (is_array($slow) && $request->path() === $slow['path'] && @unlink(self::flagFile())) {
                usleep((int) $slow['ms'] * 1000);
            }
        }

        return $next($request);
    }
}
