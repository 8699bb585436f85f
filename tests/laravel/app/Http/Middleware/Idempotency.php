<?php

namespace App\Http\Middleware;

use Closure;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Cache;

/**
 * docs/api.md §1 "Idempotency": a write sent again under the key of one this server completed
 * (the client's retry after a timeout, or after an answer it could not read) gets the kept
 * answer and is not done twice. Only 2xx answers are kept: a refused write did nothing.
 */
class Idempotency
{
    private const KEEP_SECONDS = 86400;

    public function handle(Request $request, Closure $next)
    {
        $key = (string) $request->header('Idempotency-Key', '');
        if ($key === '' || strlen($key) > 100 || $request->isMethodSafe()) {
            return $next($request);
        }
        $owner = optional($request->user())->getAuthIdentifier() ?? 'guest';
        $name = 'idempotency:'.sha1($owner.'|'.$key);

        // Two sends of one key at once: the second waits and then gets the first one's answer.
        return Cache::lock($name.':lock', 30)->block(30, function () use ($request, $next, $name) {
            $kept = Cache::get($name);
            if (is_array($kept) && $kept['method'] === $request->method() && $kept['path'] === $request->path()) {
                return response($kept['body'], $kept['status'], [
                    'Content-Type' => $kept['type'],
                    'Idempotent-Replayed' => 'true',
                ]);
            }
            $response = $next($request);
            if ($response->isSuccessful()) {
                Cache::put($name, [
                    'method' => $request->method(),
                    'path' => $request->path(),
                    'status' => $response->getStatusCode(),
                    'type' => $response->headers->get('Content-Type', 'application/json'),
                    'body' => $response->getContent(),
                ], self::KEEP_SECONDS);
            }

            return $response;
        });
    }
}
