import {
  QueryClient,
  type FetchQueryOptions,
  type Query,
  type QueryKey,
} from '@tanstack/react-query';
import { ApiError } from '@/api/api-error';
import { onSavedUnreadable } from '@/api/http';
import { filledByReadAhead, takeReadAhead } from './reads-ahead';
import { askedRetryAt } from './retry-after';

/**
 * One retry, and only for a read that failed without a client error: a network failure, a
 * timeout or a 5xx. A 4xx will answer the same again (401/419 also start the session-expiry
 * path in src/api/http/listeners.ts, which a retry must not run twice). Not when the server
 * said when to ask again (a 503's Retry-After): the screen says so at once and asks then
 * (`useRetryWhenAsked`).
 */
function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1 || !(error instanceof ApiError)) return false;
  if (askedRetryAt(error) !== undefined) return false;
  return error.status === 0 || error.status >= 500;
}

/** How long a failed read waits before its one retry (tests set it to 0). */
export const readRetryTiming = { delayMs: 1000 };

/** A prefetch this recent stands in for the fetch a page would start when it mounts. */
const PREFETCH_WINDOW_MS = 10_000;
// Kept per cached query, so a new client (after signing in again) starts with none.
const prefetchedAt = new WeakMap<Query, number>();

/**
 * Not once a write marked it out of date since (TanStack's invalidation): the page's code can
 * still be on its way when the write's answer lands, and nothing would read it again then.
 */
function recentlyPrefetched(query: Query | undefined): boolean {
  if (!query || query.state.isInvalidated) return false;
  if (filledByReadAhead(query)) return true;
  const at = prefetchedAt.get(query);
  // Stryker disable next-line ConditionalExpression: without a time the difference is NaN, which is not within the window either
  return at !== undefined && Date.now() - at <= PREFETCH_WINDOW_MS;
}

/**
 * Fetches a page's first data ahead of the click that opens it (a menu entry hovered or
 * focused). Pointing at the same entry again within the window asks for nothing, and the page
 * that mounts right after takes the prefetched answer instead of fetching it a second time.
 */
export function prefetchFirstData<T, Key extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<T, Error, T, Key>,
): void {
  const cache = client.getQueryCache();
  const find = () => cache.find({ queryKey: options.queryKey, exact: true });
  if (recentlyPrefetched(find())) return;
  void client.prefetchQuery(options);
  const query = find();
  // Stryker disable next-line ConditionalExpression: prefetchQuery puts the query in the cache before it returns
  if (query) prefetchedAt.set(query, Date.now());
}

/**
 * How a page's first data is asked for before the page asks: fetched ahead of a click
 * (`prefetchFirstData`) or read ahead while the page is on its way (`readAhead`).
 */
export type FirstRead = <T, Key extends QueryKey>(
  options: FetchQueryOptions<T, Error, T, Key>,
) => void;

/**
 * A write the server did but answered unreadably changed data the screen shows, and the client
 * cannot tell which: everything on screen is fetched again, so the user never has to reload the
 * page to see the result. Returns the unsubscribe.
 */
export function refetchAfterUnreadableSaves(client: QueryClient): () => void {
  return onSavedUnreadable(() => void client.invalidateQueries());
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
        retryDelay: () => readRetryTiming.delayMs,
        // Data changes when people decide on kaizens, not when a tab regains focus; a focus
        // refetch would re-download /home's full kaizen list (1.5 MB at 10,000 kaizens).
        refetchOnWindowFocus: false,
        refetchOnMount: (query: Query) => !recentlyPrefetched(query),
        // Offline, TanStack Query would pause a fetch without a word and a page would load
        // forever; the app says it is offline itself (the offline bar, error states with retry).
        networkMode: 'always',
        // Not a persister: the hook through which a query's first attempt takes an answer read
        // ahead while its page was on its way (./reads-ahead.ts).
        persister: takeReadAhead,
      },
      // Likewise a save: paused offline, the form would wait silently; it must fail (or go to
      // the outbox) at once.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
