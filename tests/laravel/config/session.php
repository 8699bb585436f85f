<?php

return [
    'driver' => 'file',
    // Minutes; a drill can shorten it (QEK_SESSION_LIFETIME) to let sessions time out.
    'lifetime' => (int) env('QEK_SESSION_LIFETIME', 120),
    'expire_on_close' => false,
    'encrypt' => false,
    'files' => storage_path('framework/sessions'),
    'lottery' => [2, 100],
    'cookie' => 'laravel_session',
    'path' => '/',
    // Unset: cookies for the host that answers. dev-proxy.e2e.ts names a host of the app's own.
    'domain' => env('SESSION_DOMAIN'),
    'secure' => false,
    'http_only' => true,
    'same_site' => 'lax',
];
