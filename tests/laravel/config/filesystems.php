<?php

// The skeleton's public disk: an upload's URL is APP_URL/storage/... (docs/deploy.md, APP_URL),
// served from public/storage, the link `php artisan storage:link` makes. Without APP_URL the
// URL stays relative, as php -S in the laravel test project serves it.
return [
    'default' => 'local',
    'disks' => [
        'local' => ['driver' => 'local', 'root' => storage_path('app')],
        'public' => [
            'driver' => 'local',
            'root' => storage_path('app/public'),
            'url' => env('APP_URL').'/storage',
            'visibility' => 'public',
        ],
    ],
    'links' => [public_path('storage') => storage_path('app/public')],
];
