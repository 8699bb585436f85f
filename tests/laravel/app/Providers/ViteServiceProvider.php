<?php

namespace App\Providers;

use App\Support\Vite;
use Illuminate\Support\Facades\Blade;
use Illuminate\Support\ServiceProvider;

/**
 * `@vite(...)` for Laravel 8 (App\Support\Vite), compiled as Laravel 9+ compiles its own
 * (docs/deploy.md, section 13). Laravel 9+ needs only the style attributes below, as
 * `Vite::useStyleTagAttributes([...])` in AppServiceProvider's boot().
 */
class ViteServiceProvider extends ServiceProvider
{
    public function register()
    {
        // The entry's stylesheet loads without holding the first paint, and the app switches it
        // on before its first page (the client's src/lib/entry-style.ts): the loading frame
        // shows from the first bytes.
        $this->app->singleton(Vite::class, fn () => (new Vite)->useStyleTagAttributes([
            'media' => 'print',
            'data-qek-entry-style' => true,
        ]));
    }

    public function boot()
    {
        Blade::directive('vite', fn ($arguments) => "<?php echo app(\\App\\Support\\Vite::class)({$arguments}); ?>");
    }
}
