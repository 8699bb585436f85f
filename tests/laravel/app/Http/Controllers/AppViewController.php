<?php

namespace App\Http\Controllers;

/**
 * The app's routes through the Blade view resources/views/app.blade.php, which loads the build
 * with `@vite` (QEK_SHELL=blade; docs/deploy.md, "A Blade view with @vite"): the same headers
 * as SpaController's index.html.
 */
class AppViewController extends Controller
{
    public function __invoke()
    {
        // public/build is a symlink the deploy swaps: see SpaController.
        clearstatcache(true);
        abort_unless(is_file(public_path('build/manifest.json')), 503, 'No build: run npm run build.');

        $csp = config('app.csp');
        abort_if(blank($csp), 500, 'No Content-Security-Policy: set app.csp (docs/deploy.md).');

        return response()->view('app', [], 200, [
            'Content-Type' => 'text/html; charset=utf-8',
            'Cache-Control' => 'no-cache, private',
            'Content-Security-Policy' => $csp,
            'X-Content-Type-Options' => 'nosniff',
        ]);
    }
}
