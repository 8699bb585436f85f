import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { SCALE_PARAM, SCALE_STORAGE_KEY } from './db/scale';
import { getDb, resetDemoDb } from './db/store';
import { handlers } from './handlers';
import { setDemoDelay } from './http/route';

export { resetDemoDb };

const RESET_PARAM = 'demo_reset';
const DELAY_PARAM = 'demo_delay';

// Unknown API paths get a JSON 404 like the real server, not the dev server's index.html.
// Anchored at the site root: in dev the modules under /src/api/ pass through the worker too.
const apiFallback = http.all(/^https?:\/\/[^/]+\/(api|crud|storage)\//, () =>
  HttpResponse.json({ message: 'Not found.' }, { status: 404 }),
);

/**
 * Reads the demo switches from the address once, remembers the scale, and drops the one-shot
 * switches from the address so a later reload does not wipe the demo again.
 */
function applyAddressSwitches(): void {
  const url = new URL(window.location.href);
  const scale = url.searchParams.get(SCALE_PARAM);
  if (scale !== null) localStorage.setItem(SCALE_STORAGE_KEY, scale);
  if (url.searchParams.has(RESET_PARAM)) {
    if (scale === null) localStorage.removeItem(SCALE_STORAGE_KEY);
    resetDemoDb();
  }
  setDemoDelay(
    Number(url.searchParams.get(DELAY_PARAM) ?? localStorage.getItem('qek_demo_delay') ?? 0),
  );
  for (const param of [RESET_PARAM, SCALE_PARAM]) url.searchParams.delete(param);
  window.history.replaceState(window.history.state, '', url);
}

/** Starts the msw worker with the demo db loaded (from localStorage, else freshly seeded). */
export async function startDemoBackend(): Promise<void> {
  applyAddressSwitches();
  getDb();
  const worker = setupWorker(...handlers, apiFallback);
  await worker.start({
    // The worker file sits under /build/ but the app's routes are at the root (spec §9).
    serviceWorker: {
      url: `${import.meta.env.BASE_URL}mockServiceWorker.js`,
      options: { scope: '/' },
    },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
