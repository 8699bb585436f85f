import { isApiError } from '@/api/api-error';

/**
 * When the server asked to be tried again: a 503's Retry-After (Laravel's maintenance mode,
 * `php artisan down --retry=60`), as a time. Undefined when it did not say: then a failure is
 * tried again as before (once, after `readRetryTiming`, and by the user's button).
 */
export function askedRetryAt(error: unknown): number | undefined {
  return isApiError(error) && error.status === 503 ? error.retryAt : undefined;
}

/**
 * Schedules the retry a Retry-After asked for and returns its cancel. The test seam: tests
 * run it when they choose (tests/utils/retry-after.ts), never after the server's wait.
 */
export const retryAfterTiming = {
  schedule(run: () => void, delayMs: number): () => void {
    const timer = setTimeout(run, delayMs);
    return () => clearTimeout(timer);
  },
};
