import type { CurrentUser } from '@/api/schemas/user';
import { preloadToaster } from '@/components/toasts';
import { paths } from '@/config/paths';
import { isBoardScreen } from '@/lib/board-screen';
import { prefetchWhenIdle } from '@/lib/idle-prefetch';
import { localeRememberedAtStart } from '@/i18n/i18n';
import { loadLanguageFile } from '@/i18n/language-files';
import { onSignIn } from '@/lib/signed-in-user';
import { useSessionStore, type SessionStatus } from '@/stores/session-store';
import { preloadCode } from './page-code';
import { prefetchPage } from './prefetch-page';
import { pageRoutes } from './route-table';
import { signedInLayoutModule } from './signed-in-layout-module';

// The same chunks the router loads: fetched ahead, they are there when the router asks.
const navEntries = () => import('./layouts/nav-entries');

const quietly = (load: () => Promise<unknown>) => () => void load().catch(() => undefined);
const toaster = quietly(preloadToaster);

/**
 * What is most likely opened next, as idle tasks. Signed out (the sign-in pages): the signed-in
 * layout and the dashboard a sign-in leads to (its language file when the locale is known).
 * Signed in: the user's menu entries but help in menu order, each page's code and language file; not its data, which would cost the server for pages
 * never opened (pointing at an entry still fetches that). The toaster first in both.
 */
async function likelyNext(status: SessionStatus, user: CurrentUser | null) {
  if (status === 'signed-out') {
    // The language file only in a locale remembered from an earlier visit: a first visit's is
    // the browser's guess, and the user's own may differ (docs/decisions.md, "One language
    // request per page on a first visit").
    const home = () =>
      localeRememberedAtStart()
        ? prefetchPage(paths.home)
        : pageRoutes
            .filter((route) => route.path === paths.home)
            .forEach(({ load }) => preloadCode(load));
    return [toaster, quietly(signedInLayoutModule), home];
  }
  // A board screen opens nothing but its board.
  if (status !== 'signed-in' || !user || isBoardScreen()) return [];
  // The signed-in layout's own chunk, already there on a signed-in page.
  const { visibleNavEntries } = await navEntries();
  // The help pages are opened rarely and carry the HTML sanitiser: pointing at one fetches it.
  const working = visibleNavEntries(user).filter((entry) => entry.group !== 'help');
  return [toaster, ...working.map((entry) => () => prefetchPage(entry.path))];
}

/** A sign-in that leads to another page than the dashboard. */
const leadsElsewhere = () => new URLSearchParams(window.location.search).has('redir_url');

/**
 * A sign-in's first page when it is the dashboard (no `redir_url`), as soon as the user is read:
 * its code, and its language file in the user's locale and first data, read ahead for the layout
 * the sign-in draws (`layoutClient`). The session's writes are asked by then, so the reads go
 * side by side after them: asked before them, the file was one more step of the sign-in's
 * chain, as the locale's write waits for the reads under way (session-turn.ts).
 */
function dashboardAhead(user: CurrentUser, locale: string): void {
  if (leadsElsewhere()) return;
  for (const { path, load, namespace } of pageRoutes) {
    if (path !== paths.home) continue;
    preloadCode(load);
    void loadLanguageFile(namespace, locale, { quiet: true }).catch(() => undefined);
  }
  void import('./layouts/layout-client')
    .then(({ layoutClient }) => layoutClient(user, paths.home))
    .catch(() => undefined);
}

let stopRound = () => undefined as void;
let round = 0;

function plan(status: SessionStatus, user: CurrentUser | null) {
  stopRound();
  round += 1;
  const thisRound = round;
  likelyNext(status, user).then(
    (tasks) => {
      if (thisRound === round) stopRound = prefetchWhenIdle(tasks);
    },
    () => undefined,
  );
}

/**
 * Once the first page is usable, fetches the code and language files of the pages most likely
 * opened next while the browser is idle, and plans again when someone signs in or out (the
 * session's state says which); on a sign-in, the dashboard ahead in the user's locale
 * (`dashboardAhead`). Respects data saving and slow connections (`mayPrefetch` in
 * src/lib/idle-prefetch.ts). Returns the function that stops it.
 */
export function prefetchNextPagesWhenIdle(): () => void {
  const { status, user } = useSessionStore.getState();
  plan(status, user);
  const stopSignIn = onSignIn(dashboardAhead);
  const unsubscribe = useSessionStore.subscribe((state, previous) => {
    if (state.status !== previous.status || state.user?.id !== previous.user?.id) {
      plan(state.status, state.user);
    }
  });
  return () => {
    unsubscribe();
    stopSignIn();
    round += 1;
    stopRound();
  };
}
