import { startTransition, StrictMode } from 'react';
import { initLocale } from '@/lib/locale';
import { idleAfterFirstPaint } from '@/lib/first-paint';
import { entryStyleApplied } from '@/lib/entry-style';
import { mayPrefetch } from '@/lib/may-prefetch';
import { nextTask } from '@/utils/next-task';
import { installUnsentWork } from '@/kaizens/unsent/install-unsent-work';
import { App } from './app/app';
import { reportCaughtError } from './app/caught-errors';
import { createBrowserHistory } from './app/history';
import { preloadErrorPages } from './app/route-error';
import { entryLoader } from './app/route-loads';
import './styles/main.scss';

async function start() {
  // A compile-time constant, so a production build drops the branch and the msw chunk with it.
  if (__DEMO_MODE__) {
    // Demo mode only: the whole msw backend lives in this chunk, never in a production build.
    const { startDemoBackend } = await import('@/mocks/browser');
    await startDemoBackend();
  }
  // Evaluating every module of the first load is one task already, the start-up's longest.
  // Everything after it (the locale's storage and request header, the first page's
  // loads: the session check, the layout's and page's code with their preload links) is as long
  // again on a slow phone: in a task of its own, the page answers in between.
  await nextTask();
  initLocale();
  installUnsentWork();
  const history = createBrowserHistory();
  // Started here, only after the demo backend is up, and not from React's first render, a task
  // later: the first paint waits for these loads.
  void entryLoader.load(history.location, 0);
  // Sending those calls and adding the code's preload links is as long again as the root's
  // first render on a slow phone: the render starts in the next task, the calls already out.
  await nextTask();
  // React DOM's client (its chunk is loaded with the entry) is set up in a task of its own: with
  // the entry's modules it made one task of ~130 ms at 4x CPU, half of it React DOM's.
  const { createRoot } = await import('react-dom/client');
  await nextTask();
  // The loading frame stays until the stylesheet is in: its loads went out above all the same.
  await entryStyleApplied();
  // Errors our boundaries show on purpose (a page whose data call failed) are not logged.
  const root = createRoot(document.getElementById('root') as HTMLElement, {
    onCaughtError: reportCaughtError,
  });
  // In a transition, so React renders in slices: the sign-in page's code comes with the entry,
  // and with the check and its texts already in, its whole first render and commit made one
  // task of up to 120 ms at 4x CPU. Nothing of the app is on screen yet for it to keep.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App history={history} />
      </StrictMode>,
    ),
  );
}

const SERVICE_WORKER_DELAY_MS = 2000;
/** Fetching ahead waits this long after the first page (whose own loads come first). */
const NEXT_PAGES_DELAY_MS = 500;
/** The error pages' code, after the first page: an idle moment right as it shows counted on it. */
const ERROR_PAGES_DELAY_MS = 1000;

/**
 * The production service worker (offline use, installable app) registers once the first page
 * is on screen and the browser is idle, from a chunk of its own: the first page pays nothing
 * for it. A demo build never registers it: msw's worker owns the scope there.
 */
function registerServiceWorkerLater() {
  if (__DEMO_MODE__ || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  idleAfterFirstPaint(
    () =>
      void import('./app/service-worker')
        .then(({ startServiceWorker }) => startServiceWorker())
        // Without it the app works online only (e.g. a server without the header).
        .catch((error: unknown) => console.warn('Service worker not registered:', error)),
    // Nothing hurries it (it only fills the offline cache), and the browser's idle period can
    // come right as the first page shows: a moment later its request competes with nothing.
    { delayMs: SERVICE_WORKER_DELAY_MS },
  );
}

/**
 * Once the first page is on screen, the pages most likely opened next are fetched while the
 * browser is idle: a click then finds their code and language file there.
 */
function prefetchNextPagesLater() {
  // Its own chunk, a moment after the first page: /login does not carry the planning code.
  idleAfterFirstPaint(
    () => {
      // Where nothing may be fetched ahead (data saving, 2G), not even the planner's code.
      if (!mayPrefetch()) return;
      void import('./app/prefetch-next-pages')
        .then(({ prefetchNextPagesWhenIdle }) => prefetchNextPagesWhenIdle())
        .catch(() => undefined);
    },
    { delayMs: NEXT_PAGES_DELAY_MS },
  );
}

void start();
registerServiceWorkerLater();
prefetchNextPagesLater();
// Not waiting for a connection fit for fetching ahead: without them a lost connection shows
// only the error pages' plainest form (src/app/route-error.tsx).
idleAfterFirstPaint(preloadErrorPages, { delayMs: ERROR_PAGES_DELAY_MS });
