/** Moving around a signed-in app: route changes with their requests, and the heap after every route. */
import { networkQuiet } from './page-load.mjs';

/** Client-side navigation to any path: React Router follows popstate. */
async function goClientSide(page, path) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
  await page
    .waitForFunction(
      (target) => location.pathname === target && document.querySelector('main h1') !== null,
      path,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  await networkQuiet(page);
}

/**
 * Visits every path client-side in one page, then collects garbage and reads the JS heap
 * (CDP Runtime.getHeapUsage). Returns the heap before and after, and the paths not reached.
 */
export async function heapAfterRoutes(page, paths) {
  const cdp = await page.context().newCDPSession(page);
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  const before = await heap();
  const missed = [];
  for (const path of paths) {
    await goClientSide(page, path);
    if (new URL(page.url()).pathname !== path) missed.push(path);
  }
  const after = await heap();
  await cdp.detach();
  return { before, after, missed };
}

/**
 * One move inside the signed-in app, timed in the page from the action to the moment the new
 * page shows what it is for (`until`: 'heading', 'rows' of a kaizen list, or 'dashboard' data).
 * `action` is 'click' on the first link to `path` (in the navigation, else in the page) or
 * 'back'. Returns the time, and the API calls (language files apart) started from the action
 * on: all of them, and those started before the page showed.
 */
export async function timeMove(page, { action, path, until }) {
  const moved = await page.evaluate(
    ({ action, path, until }) => {
      performance.setResourceTimingBufferSize(10_000);
      const before = document.querySelector('main h1');
      const beforeText = before?.textContent ?? '';
      const shows = {
        heading: () => true,
        rows: () =>
          document.querySelector('main tbody a, main .kaizen-cards a') !== null &&
          document.querySelector('main [aria-busy="true"]') === null,
        dashboard: () => document.querySelector('main dl dd') !== null,
      };
      const arrived = () => {
        const heading = document.querySelector('main h1');
        return (
          (path === null || location.pathname === path) &&
          heading !== null &&
          (heading !== before || heading.textContent !== beforeText) &&
          heading.checkVisibility() &&
          heading.textContent.trim() !== '' &&
          shows[until]()
        );
      };
      return new Promise((done) => {
        let start = 0;
        const observer = new MutationObserver(() => {
          if (!arrived()) return;
          observer.disconnect();
          done({ start, end: performance.now() });
        });
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
        });
        start = performance.now();
        if (action === 'back') return history.back();
        const link =
          document.querySelector(`nav a[href="${path}"]`) ??
          document.querySelector(`main a[href^="${path}"]`);
        if (!(link instanceof HTMLElement)) throw new Error(`no link to ${path}`);
        link.click();
      });
    },
    { action, path, until },
  );
  await networkQuiet(page);
  const calls = await page.evaluate(
    ({ start }) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => ['xmlhttprequest', 'fetch'].includes(entry.initiatorType))
        .filter((entry) => entry.startTime >= start)
        .map((entry) => ({ path: new URL(entry.name).pathname, at: entry.startTime }))
        .filter((call) => !call.path.startsWith('/api/language/')),
    moved,
  );
  return {
    ms: moved.end - moved.start,
    requests: calls.length,
    requestsBeforeShown: calls.filter((call) => call.at <= moved.end).length,
    calls: calls.map((call) => (call.at <= moved.end ? call.path : `(after) ${call.path}`)),
  };
}

/** The first kaizen link on the list now shown, for opening a detail and coming Back. */
export function firstKaizenPath(page) {
  return page.evaluate(() => document.querySelector('main tbody a')?.getAttribute('href') ?? null);
}

/**
 * From a usable /home: to the approved list for the first time (cold: its code, language file
 * and data are fetched after the click), back to home, to the list again (warm), into a
 * kaizen and Back to the list.
 */
export async function moves(page) {
  const cold = await timeMove(page, { action: 'click', path: '/kaizen/approved', until: 'rows' });
  await timeMove(page, { action: 'click', path: '/home', until: 'dashboard' });
  const warm = await timeMove(page, { action: 'click', path: '/kaizen/approved', until: 'rows' });
  const detailPath = await firstKaizenPath(page);
  if (!detailPath) throw new Error('the approved list shows no kaizen');
  await timeMove(page, { action: 'click', path: detailPath, until: 'heading' });
  const back = await timeMove(page, { action: 'back', path: '/kaizen/approved', until: 'rows' });
  return { cold, warm, back };
}

/** /home at a large size: shown, then left for the approved list and opened again. */
export async function homeRevisit(page) {
  await timeMove(page, { action: 'click', path: '/kaizen/approved', until: 'rows' });
  return timeMove(page, { action: 'click', path: '/home', until: 'dashboard' });
}
