<?php

namespace App\Support;

use Illuminate\Support\HtmlString;
use RuntimeException;

/**
 * The client's loading frame for a Blade view (docs/deploy.md, section 13), taken from the
 * build's own index.html: the inline style and script of its head, byte for byte (app.csp
 * allows them by their hashes), and the frame's markup before the root element. So the view
 * draws the frame of the build it loads, and a release that changes the frame needs only the
 * policy's new hashes, as with the index.html SpaController serves.
 */
class FirstFrame
{
    private const HEAD = '~<style>.*?</style>\s*<script>.*?</script>~s';

    private const BODY = '~<body>\s*(.*?)\s*<div id="root"></div>~s';

    /** The inline `<style>` and `<script>` of the build's head. */
    public static function head(): HtmlString
    {
        return new HtmlString(self::find(self::HEAD)[0]);
    }

    /** The frame's markup, drawn until the first page is on screen. */
    public static function body(): HtmlString
    {
        return new HtmlString(self::find(self::BODY)[1]);
    }

    private static function find(string $pattern): array
    {
        $index = public_path('build/index.html');
        $html = is_file($index) ? file_get_contents($index) : '';
        if (! preg_match($pattern, $html, $match)) {
            throw new RuntimeException("No loading frame in {$index}: not the client's build.");
        }

        return $match;
    }
}
