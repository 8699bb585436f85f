<?php

// No mail leaves the test server: every message is written to the log (storage/logs), where the
// test-only route /__test/password/link reads the last reset link.
return [
    'default' => 'log',
    'mailers' => ['log' => ['transport' => 'log']],
    'from' => ['address' => 'noreply@kaizen.test', 'name' => 'Quick & Easy Kaizen'],
    'markdown' => ['theme' => 'default', 'paths' => []],
];
