<?php

return [
    'name' => 'Quick & Easy Kaizen (reference server)',
    'env' => env('APP_ENV', 'testing'),
    'debug' => (bool) env('APP_DEBUG', false),
    'url' => env('APP_URL', 'http://127.0.0.1'),
    'timezone' => 'UTC',
    'locale' => 'nl',
    'fallback_locale' => 'nl',
    'key' => env('APP_KEY'),
    'cipher' => 'AES-256-CBC',
    'providers' => [
        Illuminate\Auth\AuthServiceProvider::class,
        Illuminate\Auth\Passwords\PasswordResetServiceProvider::class,
        Illuminate\Bus\BusServiceProvider::class,
        Illuminate\Cookie\CookieServiceProvider::class,
        Illuminate\Database\DatabaseServiceProvider::class,
        Illuminate\Encryption\EncryptionServiceProvider::class,
        Illuminate\Filesystem\FilesystemServiceProvider::class,
        Illuminate\Foundation\Providers\FoundationServiceProvider::class,
        Illuminate\Hashing\HashServiceProvider::class,
        Illuminate\Mail\MailServiceProvider::class,
        Illuminate\Notifications\NotificationServiceProvider::class,
        Illuminate\Pagination\PaginationServiceProvider::class,
        Illuminate\Session\SessionServiceProvider::class,
        Illuminate\Translation\TranslationServiceProvider::class,
        Illuminate\Validation\ValidationServiceProvider::class,
        Illuminate\View\ViewServiceProvider::class,
        Illuminate\Cache\CacheServiceProvider::class,
        App\Providers\AuthServiceProvider::class,
        App\Providers\RouteServiceProvider::class,
        // @vite for Laravel 8 (docs/deploy.md, section 13).
        App\Providers\ViteServiceProvider::class,
    ],
    'aliases' => [],

    // docs/deploy.md, "Content-Security-Policy": the policy SpaController sends with index.html
    // (no inline scripts, no eval; HTML and script URLs only through the app's Trusted Types
    // policies). The same as src/config/content-security-policy.json, which a unit test checks.
    'csp' => implode('; ', [
        "default-src 'self'",
        "script-src 'self' 'wasm-unsafe-eval' 'sha256-uBZtO1XFVr8KpvG8eLjuZfEtHtgZ2Ews1OC0fRC12Ts='",
        "style-src 'self' 'sha256-SIWVdrIY5lSKWBbRM/LldMe7SallNAZ1DebCgVSHbAg='",
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
