import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@/api/schemas/user';
import { loadLanguageFile } from '@/i18n/language-files';
import { preloadCode } from './page-code';
import { mayOpen, pageRoutes } from './route-table';

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
  const route = pageRoutes.find((candidate) => candidate.path === path);
  // Offline, a failed import could be remembered by the browser for the real click too.
  if (!route || !navigator.onLine) return;
  preloadCode(route.load);
  // Quietly: no component on screen uses it, and a page is drawn only after its file loaded.
  void loadLanguageFile(route.namespace, undefined, { quiet: true }).catch(() => undefined);
  if (context && mayOpen(context.user, path)) {
    route
      .firstData()
      .then((start) => start?.(context.client, context.user, path))
      .catch(() => undefined);
  }
}
