/** Moving around a signed-in app: one client-side route change, and the heap after every route. */
import { networkQuiet } from './page-load.mjs';

/**
 * Clicks the navigation link to `path` and returns the ms until the new page's main heading
 * is shown (measured inside the page, from the click).
 */
export function timeRouteChange(page, path) {
  return page.evaluate((target) => {
    const before = document.querySelector('main h1');
    const beforeText = before?.textContent ?? '';
    const link = document.querySelector(`nav a[href="${target}"]`);
    if (!(link instanceof HTMLElement)) throw new Error(`no navigation link to ${target}`);
    return new Promise((done) => {
      let start = 0;
      const arrived = () => {
        const heading = document.querySelector('main h1');
        return (
          location.pathname === target &&
          heading !== null &&
          (heading !== before || heading.textContent !== beforeText) &&
          heading.checkVisibility() &&
          heading.textContent.trim() !== ''
        );
      };
      const observer = new MutationObserver(() => {
        if (!arrived()) return;
        observer.disconnect();
        done(performance.now() - start);
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      start = performance.now();
      link.click();
    });
  }, path);
}

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
