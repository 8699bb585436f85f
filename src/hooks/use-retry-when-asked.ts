import { useEffect, useRef } from 'react';
import { askedRetryAt, retryAfterTiming } from '@/lib/retry-after';

/**
 * Tries a failed load again by itself when the server said to (a 503's Retry-After, capped at
 * an hour in `src/api/api-error.ts`): a page left open through maintenance comes back without
 * a click. Only where `retry` is given; a failure without Retry-After waits for the user.
 */
export function useRetryWhenAsked(error: unknown, retry: (() => void) | undefined): void {
  const at = askedRetryAt(error);
  // The latest retry, so a caller's new arrow each render does not start the wait again.
  const latest = useRef(retry);
  useEffect(() => {
    latest.current = retry;
  });
  const canRetry = retry !== undefined;
  useEffect(() => {
    if (at === undefined || !canRetry) return;
    return retryAfterTiming.schedule(() => latest.current?.(), Math.max(0, at - Date.now()));
  }, [at, canRetry]);
}
