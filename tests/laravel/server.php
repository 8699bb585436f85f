<?php

/**
 * Laravel 8's server.php (what `php artisan serve` runs), plus the one job a production web
 * server does for the built app (docs/deploy.md): /build/assets/* carry a content hash and are
 * cached for a year; /build/sw.js may control the whole site (Service-Worker-Allowed: /). PHP's built-in server drops headers when it serves a file itself, so this
 * router sends those files.
 *
 *   php -S 127.0.0.1:8000 -t public server.php
 */
$uri = urldecode(parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH) ?? '/');
$file = __DIR__.'/public'.$uri;

if ($uri === '/build/sw.js' && is_file($file)) {
    // The service worker lives under /build/ but controls the app's routes at the root.
    header('Content-Type: text/javascript');
    header('Cache-Control: no-cache');
    header('Service-Worker-Allowed: /');
    readfile($file);

    return true;
}

if ($uri !== '/' && is_file($file)) {
    if (! str_starts_with($uri, '/build/assets/') || str_contains($uri, '..')) {
        return false;
    }
    $types = ['js' => 'text/javascript', 'css' => 'text/css', 'svg' => 'image/svg+xml', 'woff2' => 'font/woff2', 'png' => 'image/png', 'json' => 'application/json'];
    header('Content-Type: '.($types[pathinfo($file, PATHINFO_EXTENSION)] ?? 'application/octet-stream'));
    header('Cache-Control: public, max-age=31536000, immutable');
    header('Content-Length: '.filesize($file));
    readfile($file);

    return true;
}

require_once __DIR__.'/public/index.php';
