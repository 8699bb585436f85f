<?php

/**
 * Laravel 8's server.php (what `php artisan serve` runs), plus the one job a production web
 * server does for the built app: /build/assets/* carry a content hash and are cached for a year.
 *
 *   php -S 127.0.0.1:8000 -t public server.php
 */
$uri = urldecode(parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH) ?? '/');
$file = __DIR__.'/public'.$uri;

if ($uri !== '/' && is_file($file)) {
    if (str_starts_with($uri, '/build/assets/')) {
        header('Cache-Control: public, max-age=31536000, immutable');
    }

    return false;
}

require_once __DIR__.'/public/index.php';
