<?php

namespace App\Http\Controllers;

use Illuminate\Http\Request;

/** One JSON file per page and locale: the demo backend's own files (src/mocks/lang). */
class LanguageController extends Controller
{
    public function show(Request $request, string $page)
    {
        abort_unless(preg_match('/^[a-z_-]+(\.[a-z_-]+)*$/', $page) === 1, 404);
        $messages = $this->messages(app()->getLocale(), $page);
        abort_if($messages === null, 404);
        $withBase = in_array($request->query('withBase'), ['true', '1'], true);

        return response()->json($withBase
            ? ['base' => $this->messages(app()->getLocale(), 'base') ?? [], $page => $messages]
            : [$page => $messages]);
    }

    private function messages(string $locale, string $page): ?array
    {
        foreach ([$locale, 'nl'] as $code) {
            $file = config('qek.lang_path')."/{$code}/{$page}.json";
            if (is_file($file)) {
                return json_decode(file_get_contents($file), true);
            }
        }

        return null;
    }
}
