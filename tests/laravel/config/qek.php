<?php

return [
    // The demo backend's language files, so both backends speak the same messages.
    'lang_path' => env('QEK_LANG_PATH', base_path('../../src/mocks/lang')),
    // The production build (vite build), served as public/build in production.
    'dist_path' => env('QEK_DIST', public_path('build')),
    // docs/deploy.md: the policy the build must work under (no inline scripts, no eval; HTML
    // and script URLs only through the app's Trusted Types policies). The same as
    // src/config/content-security-policy.json, which a unit test checks.
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
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
        "require-trusted-types-for 'script'",
        "trusted-types qek-html qek-worker-url",
    ]),
];
