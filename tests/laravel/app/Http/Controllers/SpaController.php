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
        abort_unless(is_file($index), 503, 'No build: run npm run build.');

        return response(file_get_contents($index), 200, [
            'Content-Type' => 'text/html; charset=utf-8',
            'Cache-Control' => 'no-cache, private',
            'Content-Security-Policy' => config('qek.csp'),
            'X-Content-Type-Options' => 'nosniff',
        ]);
    }
}
