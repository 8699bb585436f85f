import {
  hashKey,
  type FetchQueryOptions,
  type Query,
  type QueryClient,
  type QueryFunction,
  type QueryFunctionContext,
  type QueryKey,
} from '@tanstack/react-query';

/** An answer read ahead that no query took within this time is not used: a later page reads anew. */
const AHEAD_MS = 10_000;

interface Ahead {
  answer: Promise<unknown>;
  at: number;
}

// Per client: signing out drops the client, and with it whatever was read ahead for that user.
const aheadOf = new WeakMap<QueryClient, Map<string, Ahead>>();
/** Clients whose layout is gone: a first-data module that came only then reads nothing. */
const closed = new WeakSet<QueryClient>();
/** Queries an answer read ahead went into before the layout was drawn, with their client. */
const filledFor = new WeakMap<Query, QueryClient>();
/** Clients whose layout has been drawn: answers landing later wait for their query to ask. */
const drawn = new WeakSet<QueryClient>();
/** Clients whose first page's queries have mounted: what was filled spares no mount any more. */
const mounted = new WeakSet<QueryClient>();

/**
 * Whether the query holds an answer read ahead for the page its layout draws first: that page
 * mounts with it, draws it at once and does not ask again (the query client's
 * `refetchOnMount`). Any later mount, a revisit, reads again as usual.
 */
export function filledByReadAhead(query: Query): boolean {
  const client = filledFor.get(query);
  return client !== undefined && !mounted.has(client);
}

/**
 * The layout and its first page are drawn: their queries mount now. Counted as mounted a task
 * later, so that a mount React repeats at once (StrictMode) is still spared.
 */
function firstPageDrawn(client: QueryClient): void {
  if (drawn.has(client)) return;
  drawn.add(client);
  setTimeout(() => mounted.add(client), 0);
}

/**
 * An answer that landed before the layout was drawn goes into the cache, so the first page's
 * first render draws it: taken only when the query asks, it came a render and a frame later
 * (a cold dashboard at a phone's CPU). A failure stays for the query's first attempt.
 */
function fillWhenLanded<T>(
  client: QueryClient,
  queryKey: QueryKey,
  queryHash: string,
  ahead: Ahead,
): void {
  ahead.answer.then(
    (data) => {
      const entries = aheadOf.get(client);
      if (entries?.get(queryHash) !== ahead || closed.has(client) || drawn.has(client)) return;
      entries.delete(queryHash);
      client.setQueryData<T>(queryKey, data as T, { updatedAt: ahead.at });
      const query = client.getQueryCache().get(queryHash);
      if (query) filledFor.set(query, client);
    },
    () => undefined,
  );
}

/** Whether `client`'s layout is on screen: reads ahead are made for it only while it is. */
export function readsAheadOpen(client: QueryClient, open: boolean): void {
  if (open) {
    closed.delete(client);
    firstPageDrawn(client);
  } else closed.add(client);
}

/**
 * Starts a read that a page will make as its first, while the page is still on its way (its
 * code loading, the layout drawing): the page's query then takes this answer as its own first
 * attempt, failed or not, so it retries and shows errors exactly as if it had asked itself,
 * only earlier. A success that lands before the layout is drawn enters the cache
 * (`fillWhenLanded`). A query that has data or is being fetched is not read ahead (one a
 * component has only just created, not yet fetching, is).
 */
export function readAhead<T, Key extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<T, Error, T, Key>,
): void {
  const { queryFn, queryKey } = options;
  if (typeof queryFn !== 'function' || closed.has(client)) return;
  const queryHash = hashKey(queryKey);
  const entries = aheadOf.get(client) ?? new Map<string, Ahead>();
  aheadOf.set(client, entries);
  const known = client.getQueryCache().get(queryHash)?.state;
  if (entries.has(queryHash) || known?.data !== undefined || known?.fetchStatus === 'fetching') {
    return;
  }
  const context: QueryFunctionContext<Key> = {
    client,
    queryKey,
    // Nobody cancels a read ahead: a page that no longer wants it leaves it unused.
    signal: new AbortController().signal,
    meta: options.meta,
  };
  const answer = Promise.resolve(queryFn(context));
  answer.catch(() => undefined);
  const ahead = { answer, at: Date.now() };
  entries.set(queryHash, ahead);
  fillWhenLanded<T>(client, queryKey, queryHash, ahead);
}

/**
 * The query client's `persister`: TanStack Query calls it for each attempt of a query instead of
 * the query's function. The first attempt of a query read ahead takes that answer; every
 * other attempt asks the server.
 */
export function takeReadAhead<T>(
  queryFn: QueryFunction<T, QueryKey, never>,
  context: QueryFunctionContext<QueryKey>,
  query: Query,
): T | Promise<T> {
  const entries = aheadOf.get(context.client);
  const ahead = entries?.get(query.queryHash);
  if (!ahead) return queryFn(context);
  entries?.delete(query.queryHash);
  if (Date.now() - ahead.at > AHEAD_MS) return queryFn(context);
  return ahead.answer as Promise<T>;
}
