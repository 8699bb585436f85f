import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@/api/schemas/user';
import { loadLanguageFile } from '@/i18n/language-files';
import { prefetchFirstData, type FirstRead } from '@/lib/query-client';
import { readAhead } from '@/lib/reads-ahead';
import { preloadCode } from './page-code';
import { mayOpen, pageRoutes, type PageRoute } from './route-table';

const routeAt = (path: string) => pageRoutes.find((candidate) => candidate.path === path);

/** What a signed-in page needs to fetch its first data ahead of time. */
interface PrefetchContext {
  client: QueryClient;
  user: CurrentUser;
}

/**
 * Starts loading the page at `path` (its code, language file and, given the signed-in
 * context, its first data) before it is opened, e.g. when a link to it is hovered or focused,
 * so the click finds them ready. Never fails: the real navigation loads and reports anything
 * that went wrong.
 */
export function prefetchPage(path: string, context?: PrefetchContext): void {
  const route = routeAt(path);
  // Offline, a failed import could be remembered by the browser for the real click too.
  if (!route || !navigator.onLine) return;
  preloadCode(route.load);
  // Quietly: no component on screen uses it, and a page is drawn only after its file loaded.
  void loadLanguageFile(route.namespace, undefined, { quiet: true }).catch(() => undefined);
  if (context)
    void askFirstData(route, context, (options) => prefetchFirstData(context.client, options));
}

/** Asks for the page's first data through `read`; settles (never fails) once it is asked. */
async function askFirstData(
  route: PageRoute,
  { user }: PrefetchContext,
  read: FirstRead,
): Promise<void> {
  const { path } = route;
  if (!mayOpen(user, path)) return;
  const loaded = route.loadedFirstData();
  if (loaded) return loaded(read, user, path);
  const start = await route.firstData().catch(() => undefined);
  start?.(read, user, path);
}

/**
 * The first data of the page at `path` as the signed-in layout starts drawing it (a sign-in,
 * a reload): read ahead (src/lib/reads-ahead.ts), not fetched into the cache, so the page's
 * own queries keep their attempts and errors; they only find the answer on its way. Settles
 * (never fails) once they are asked.
 */
export async function readPageAhead(path: string, context: PrefetchContext): Promise<void> {
  const route = routeAt(path);
  if (route) await askFirstData(route, context, (options) => readAhead(context.client, options));
}
