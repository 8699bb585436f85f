import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initLocale } from '@/lib/locale';
import { afterFirstPaint } from '@/lib/first-paint';
import { nextTask } from '@/lib/next-task';
import { App } from './app/app';
import { createBrowserHistory } from './app/history';
import { prefetchNextPagesWhenIdle } from './app/prefetch-next-pages';
import { entryLoader } from './app/route-loads';
import './styles/main.scss';

async function start() {
  // A compile-time constant, so a production build drops the branch and the msw chunk with it.
  if (__DEMO_MODE__) {
    // Demo mode only: the whole msw backend lives in this chunk, never in a production build.
    const { startDemoBackend } = await import('@/mocks/browser');
    await startDemoBackend();
  }
  initLocale();
  // Evaluating every module of the first load is one task already. Starting the first page's
  // loads (the session check, the layout's and page's code with their preload links) is as long
  // again on a slow phone: in a task of its own, the page answers in between.
  await nextTask();
  const history = createBrowserHistory();
  // Started here, only after the demo backend is up, and not from React's first render, a task
  // later: the first paint waits for these loads (issue 14 item 2).
  void entryLoader.load(history.location, 0);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App history={history} />
    </StrictMode>,
  );
}

/**
 * The production service worker (offline use, installable app) registers once the page has
 * loaded and the browser is idle, from a chunk of its own: the first page pays nothing for it.
 * A demo build never registers it: msw's worker owns the scope there.
 */
function registerServiceWorkerLater() {
  if (__DEMO_MODE__ || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    void import('./app/service-worker')
      .then(({ startServiceWorker }) => startServiceWorker())
      // Without it the app works as before, online only (e.g. a server without the header).
      .catch((error: unknown) => console.warn('Service worker not registered:', error));
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 5000 }) : register();
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/**
 * Once the first page is painted, the pages most likely opened next are fetched while the
 * browser is idle (issue 14): a click then finds their code and language file there. Not from
 * the load event: it fires before the first page's code has come, and what is fetched ahead
 * shared the connection with it (and counted towards the first paint).
 */
function prefetchNextPagesLater() {
  afterFirstPaint(() => void prefetchNextPagesWhenIdle());
}

void start();
registerServiceWorkerLater();
prefetchNextPagesLater();
