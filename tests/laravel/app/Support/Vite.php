<?php

namespace App\Support;

use Exception;
use Illuminate\Support\HtmlString;

/**
 * What `@vite(...)` does in Laravel 9 and later (Illuminate\Foundation\Vite) for a built app,
 * for Laravel 8, which has no `@vite`: the entry's chunk from the build's manifest.json, with
 * the same tags in the same order (preloads, CSS first; stylesheets; the module script), the
 * same manifest path and the same errors. No dev-server ("hot") mode and no nonce: the app is
 * served by Laravel only as a build, under the hash policy of config/app.php. On Laravel 9+,
 * delete this class and ViteServiceProvider: the framework's own class and directive take
 * their place, and `Vite::useStyleTagAttributes()` works the same.
 */
class Vite
{
    /** @var array<string, string|bool> */
    private array $styleTagAttributes = [];

    /** @var array<string, array<string, mixed>> */
    private array $manifests = [];

    /** Attributes for every stylesheet `<link>` (not its preload), as Laravel's method of that name. */
    public function useStyleTagAttributes(array $attributes): self
    {
        $this->styleTagAttributes = array_merge($this->styleTagAttributes, $attributes);

        return $this;
    }

    /**
     * The tags that load `$entrypoints` (names as the manifest has them) from the build in
     * public/`$buildDirectory`.
     *
     * @param  string|string[]  $entrypoints
     *
     * @throws Exception
     */
    public function __invoke($entrypoints, ?string $buildDirectory = null): HtmlString
    {
        $buildDirectory ??= 'build';
        $manifest = $this->manifest($buildDirectory);
        $url = fn (string $file) => asset("{$buildDirectory}/{$file}");

        $preloads = [];
        $stylesheets = [];
        $scripts = [];
        foreach ((array) $entrypoints as $entrypoint) {
            $chunk = $this->chunk($manifest, $entrypoint);
            $preloads[] = $url($chunk['file']);
            foreach ($chunk['imports'] ?? [] as $import) {
                $preloads[] = $url($manifest[$import]['file']);
                foreach ($manifest[$import]['css'] ?? [] as $css) {
                    $preloads[] = $url($css);
                    $stylesheets[] = $this->stylesheetTag($url($css));
                }
            }
            $scripts[] = '<script '.$this->attributes(['type' => 'module', 'src' => $url($chunk['file'])]).'></script>';
            foreach ($chunk['css'] ?? [] as $css) {
                $preloads[] = $url($css);
                $stylesheets[] = $this->stylesheetTag($url($css));
            }
        }
        // Stylesheets' preloads first, each group in its order.
        usort($preloads, fn (string $a, string $b) => $this->isCss($b) <=> $this->isCss($a));
        $preloadTags = array_map(fn (string $href) => '<link '.$this->attributes($this->isCss($href)
            ? ['rel' => 'preload', 'as' => 'style', 'href' => $href]
            : ['rel' => 'modulepreload', 'href' => $href]).' />', $preloads);

        return new HtmlString(implode('', [...$preloadTags, ...$stylesheets, ...$scripts]));
    }

    private function stylesheetTag(string $href): string
    {
        return '<link '.$this->attributes(['rel' => 'stylesheet', 'href' => $href] + $this->styleTagAttributes).' />';
    }

    private function isCss(string $path): bool
    {
        return preg_match('/\.(css|less|sass|scss|styl|stylus|pcss|postcss)$/', $path) === 1;
    }

    /** `name="value"` pairs; `true` is a bare name, `false` and `null` are left out. */
    private function attributes(array $attributes): string
    {
        $pairs = [];
        foreach ($attributes as $name => $value) {
            if ($value === true) {
                $pairs[] = $name;
            } elseif ($value !== false && $value !== null) {
                $pairs[] = $name.'="'.e($value).'"';
            }
        }

        return implode(' ', $pairs);
    }

    /** @throws Exception */
    private function manifest(string $buildDirectory): array
    {
        $path = public_path($buildDirectory.'/manifest.json');
        if (! isset($this->manifests[$path])) {
            if (! is_file($path)) {
                throw new Exception("Vite manifest not found at: {$path}");
            }
            $this->manifests[$path] = json_decode(file_get_contents($path), true);
        }

        return $this->manifests[$path];
    }

    /** @throws Exception */
    private function chunk(array $manifest, string $file): array
    {
        if (! isset($manifest[$file])) {
            throw new Exception("Unable to locate file in Vite manifest: {$file}.");
        }

        return $manifest[$file];
    }
}
