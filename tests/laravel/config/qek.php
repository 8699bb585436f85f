<?php

return [
    // The demo backend's language files, so both backends speak the same messages.
    'lang_path' => env('QEK_LANG_PATH', base_path('../../src/mocks/lang')),
    // The production build (vite build), served as public/build in production.
    'dist_path' => env('QEK_DIST', public_path('build')),
    // docs/deploy.md: the policy the build must work under (no inline scripts, no eval).
    'csp' => implode('; ', [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data: blob:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "worker-src 'self'",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    ]),
];
