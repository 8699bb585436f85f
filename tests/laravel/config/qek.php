<?php

return [
    // The demo backend's language files, so both backends speak the same messages.
    'lang_path' => env('QEK_LANG_PATH', base_path('../../src/mocks/lang')),
    // The production build (vite build), served as public/build in production.
    'dist_path' => env('QEK_DIST', public_path('build')),
    // Which Laravel the app plays (tests/laravel-e2e/README.md): 'spec', the spec's own routes;
    // 'breeze' and 'fortify', the starter kits' session routes; 'sanctum', a stateful API for
    // the listed domains only.
    'stack' => env('QEK_STACK', 'spec'),
    // What the app's routes answer (docs/deploy.md): 'index', the build's index.html
    // (SpaController); 'blade', resources/views/app.blade.php, which loads the build with @vite.
    'shell' => env('QEK_SHELL', 'index'),
];
