<?php

namespace App\Http\Controllers;

/**
 * The app's routes (/, /login, /kaizen/12, ...) all get the build's index.html: never cached,
 * so a new deploy is picked up at once, and under the Content-Security-Policy of docs/deploy.md.
 */
class SpaController extends Controller
{
    public function __invoke()
    {
        $index = config('qek.dist_path').'/index.html';
        // public/build is a symlink the deploy swaps (docs/deploy.md); PHP remembers where a
        // link pointed for realpath_cache_ttl (120 s) and would serve the build before, or
        // fail once that one is removed.
        clearstatcache(true);
        abort_unless(is_file($index), 503, 'No build: run npm run build.');

        // An empty header would be a policy that allows everything: refuse to serve without one.
        $csp = config('app.csp');
        abort_if(blank($csp), 500, 'No Content-Security-Policy: set app.csp (docs/deploy.md).');

        return response(file_get_contents($index), 200, [
            'Content-Type' => 'text/html; charset=utf-8',
            'Cache-Control' => 'no-cache, private',
            'Content-Security-Policy' => $csp,
            'X-Content-Type-Options' => 'nosniff',
        ]);
    }
}
