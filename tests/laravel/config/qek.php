<?php

return [
    // The demo backend's language files, so both backends speak the same messages.
    'lang_path' => env('QEK_LANG_PATH', base_path('../../src/mocks/lang')),
    // The production build (vite build), served as public/build in production.
    'dist_path' => env('QEK_DIST', public_path('build')),
];
