import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@/api/schemas/user';
import { keptCopiesRead } from '@/lib/kept-queries';
import { createQueryClient } from '@/lib/query-client';
import { readsAheadOpen } from '@/lib/reads-ahead';
import { readPageAhead } from '../prefetch-page';

/** A client made for a layout that has not been drawn yet is used for this long at most. */
const PREPARED_MS = 10_000;

let prepared: { client: QueryClient; userId: number | null; at: number } | null = null;
/** Each client's first page's reads ahead, once asked. */
const askedFor = new WeakMap<QueryClient, Promise<void>>();

/**
 * The server-state cache of a signed-in layout about to be drawn, with its page's first data read
 * ahead (`readPageAhead`). A render React drops and starts again (a page that still loads) gets
 * the same client, so the reads are made once and the drawn layout's queries take them; the
 * layout, once drawn, says so (`layoutClientShown`) and the next one gets a client of its own.
 */
export function layoutClient(user: CurrentUser | null, pathname: string): QueryClient {
  const userId = user?.id ?? null;
  if (prepared && prepared.userId === userId && Date.now() - prepared.at <= PREPARED_MS) {
    return prepared.client;
  }
  const client = createQueryClient();
  prepared = { client, userId, at: Date.now() };
  if (user) askedFor.set(client, readPageAhead(pathname, { client, user }));
  return client;
}

/**
 * The layout's client for `user` at `pathname` made ahead (`layoutClient`); settles once what its
 * first page reads ahead and the device keeps (src/lib/kept-queries.ts) is in it, or found
 * missing: a reload drawn before the server answers is drawn with it whole.
 */
export async function prepareLayoutClient(user: CurrentUser, pathname: string): Promise<void> {
  const client = layoutClient(user, pathname);
  await askedFor.get(client);
  await keptCopiesRead(client);
}

/**
 * The layout with `client` is on screen until the returned function is called: no other layout
 * gets its client, and reads ahead are made for it only meanwhile.
 */
export function layoutClientShown(client: QueryClient): () => void {
  if (prepared?.client === client) prepared = null;
  readsAheadOpen(client, true);
  return () => readsAheadOpen(client, false);
}

/** Test seam: a client made for a layout that was never drawn is not the next test's. */
export function forgetPreparedClient(): void {
  prepared = null;
}
