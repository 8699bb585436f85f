import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/api-error';

/**
 * One retry, and only for a read that failed without a client error: a network failure, a
 * timeout or a 5xx. A 4xx will answer the same again (401/419 also start the session-expiry
 * path in src/api/http.ts, which a retry must not run twice).
 */
function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1 || !(error instanceof ApiError)) return false;
  return error.status === 0 || error.status >= 500;
}

/**
 * The server-state cache of a signed-in session (docs/decisions.md, "TanStack Query"). One per
 * mount of the signed-in layout, so signing out drops it and every test starts empty.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A revisit shows the cached answer at once and revalidates it quietly; slow-changing
        // reference data sets a longer staleTime in its query options.
        staleTime: 0,
        retry: shouldRetryRead,
        // Data changes when people decide on kaizens, not when a tab regains focus; a focus
        // refetch would re-download /home's full kaizen list (1.5 MB at 10,000 kaizens).
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
