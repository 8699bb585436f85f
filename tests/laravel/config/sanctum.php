<?php

// Sanctum's config/sanctum.php 'stateful' list, for the 'sanctum' stack (config/qek.php): the
// hosts (with their port, if any) whose requests to the API carry a session. By default
// Sanctum's own list plus APP_URL's host and port, as Sanctum builds it.
$appUrl = (string) env('APP_URL', '');
$appHost = parse_url($appUrl, PHP_URL_HOST);
$appPort = parse_url($appUrl, PHP_URL_PORT);

return [
    'stateful' => explode(',', env(
        'SANCTUM_STATEFUL_DOMAINS',
        'localhost,localhost:3000,127.0.0.1,127.0.0.1:8000,::1'
            .($appHost ? ','.$appHost.($appPort ? ':'.$appPort : '') : '')
    )),
];
