<?php

namespace App\Http\Controllers;

/** GET /storage/...: uploaded files, as the skeleton's `storage:link` would expose them. */
class StorageController extends Controller
{
    public function __invoke(string $path)
    {
        $root = realpath(storage_path('app/public'));
        $file = $root ? realpath($root.'/'.$path) : false;
        abort_unless($file && str_starts_with($file, $root.DIRECTORY_SEPARATOR) && is_file($file), 404);

        return response()->file($file, ['Cache-Control' => 'public, max-age=86400']);
    }
}
