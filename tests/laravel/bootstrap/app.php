<?php

/*
 * Laravel 8 from Debian (php-laravel-framework): there is no vendor/ and no Composer, so the
 * framework comes from Debian's autoloader and the app maps its own App\ namespace.
 */
require_once '/usr/share/php/Illuminate/autoload.php';

spl_autoload_register(function (string $class): void {
    if (str_starts_with($class, 'App\\')) {
        $file = __DIR__.'/../app/'.str_replace('\\', '/', substr($class, 4)).'.php';
        if (is_file($file)) {
            require $file;
        }
    }
});

$app = new Illuminate\Foundation\Application(dirname(__DIR__));

// Sessions, the SQLite file and logs live outside the repository (set by the test set-up).
$storage = getenv('QEK_LARAVEL_STORAGE') ?: sys_get_temp_dir().'/qek-laravel';
foreach (['framework/sessions', 'framework/views', 'framework/cache', 'logs', 'app/public'] as $dir) {
    is_dir("$storage/$dir") || mkdir("$storage/$dir", 0777, true);
}
is_file("$storage/database.sqlite") || touch("$storage/database.sqlite");
$app->useStoragePath($storage);
// The framework's own caches (bootstrap/cache in the skeleton) go there too.
foreach (['SERVICES', 'PACKAGES', 'CONFIG', 'ROUTES', 'EVENTS'] as $cache) {
    $_SERVER["APP_{$cache}_CACHE"] = "$storage/framework/".strtolower($cache).'.php';
}

$app->singleton(Illuminate\Contracts\Http\Kernel::class, App\Http\Kernel::class);
$app->singleton(Illuminate\Contracts\Console\Kernel::class, Illuminate\Foundation\Console\Kernel::class);
$app->singleton(Illuminate\Contracts\Debug\ExceptionHandler::class, App\Exceptions\Handler::class);

return $app;
