<?php

namespace App\Http\Controllers;

/**
 * The client's routes through the Blade view resources/views/app.blade.php, which loads the
 * build with @vite (docs/deploy.md, section 13), with the headers SpaController sends with
 * index.html.
 */
class AppViewController extends Controller
{
    public function __invoke()
    {
        // public/build is a symlink each deploy swaps (docs/deploy.md, section 6): as in
        // SpaController, PHP must forget where it pointed, or @vite reads the build before.
        clearstatcache(true);
        abort_unless(is_file(public_path('build/manifest.json')), 503, 'No client build: docs/deploy.md, section 6.');

        // An empty header is no policy at all: refuse rather than send one.
        $csp = config('app.csp');
        abort_if(blank($csp), 500, 'No app.csp: docs/deploy.md, section 2.');

        return response()->view('app', [], 200, [
            'Content-Type' => 'text/html; charset=utf-8',
            'Cache-Control' => 'no-cache, private',
            'Content-Security-Policy' => $csp,
            'X-Content-Type-Options' => 'nosniff',
        ]);
    }
}
