/**
 * One cold page load in Chromium: which JS and CSS it fetched until it was usable (sized from
 * the files on disk), when it became usable, and which language files it asked for.
 */
import { sizeOfUrls } from './files.mjs';

/** Marks `window.__benchReadyAt` (ms since navigation start) the moment `ready()` holds. */
function readyMarker(ready) {
  return `(() => {
    const ready = ${ready.toString()};
    let observer;
    const mark = () => {
      if (window.__benchReadyAt === undefined && ready()) {
        window.__benchReadyAt = performance.now();
        // What had arrived by then, read in the page: the node side hears of "usable" a round
        // trip later, and on a busy machine the code asked for after it lands in between.
        window.__benchReadyFiles = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name);
      }
      if (window.__benchReadyAt === undefined) return false;
      observer?.disconnect(); // Its checks would add to the app's tasks from here on.
      return true;
    };
    observer = new MutationObserver(mark);
    observer.observe(document, {
      subtree: true, childList: true, attributes: true, characterData: true,
    });
    const frame = () => { if (!mark()) requestAnimationFrame(frame); };
    requestAnimationFrame(frame);
    // Tasks over 50 ms (Chromium's long tasks): what keeps the page from answering input.
    window.__benchLongTasks = [];
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__benchLongTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    } catch {}
  })();`;
}

/**
 * Evaluates `expression` in the page's main world over CDP until it gives a value (not
 * undefined or null). Not page.waitForFunction or page.evaluate: their first use injects
 * Playwright's own script, a task of 20-70 ms that the page's long tasks would count.
 */
export async function valueInPage(page, expression, { timeoutMs = 30_000 } = {}) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const answer = await cdp
        .send('Runtime.evaluate', { expression, returnByValue: true })
        .catch(() => null); // No document yet (the navigation is still committing).
      const value = answer?.result?.value;
      if (value !== undefined && value !== null) return value;
      if (Date.now() > until) throw new Error(`no value for ${expression} in ${timeoutMs} ms`);
      await new Promise((done) => setTimeout(done, 25));
    }
  } finally {
    await cdp.detach();
  }
}

/** Resolves once no request has been in flight for `quietMs`. */
export async function networkQuiet(page, { quietMs = 500, timeoutMs = 15_000 } = {}) {
  let inFlight = 0;
  const start = () => inFlight++;
  const end = () => (inFlight = Math.max(0, inFlight - 1));
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  try {
    const until = Date.now() + timeoutMs;
    let quietSince = Date.now();
    while (Date.now() < until) {
      await new Promise((done) => setTimeout(done, 50));
      if (inFlight > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= quietMs) return;
    }
  } finally {
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  }
}

/**
 * Slows the page's main thread `rate` times (DevTools' CPU throttling, 4: a mid-range phone)
 * from now on, across its navigations; the session stays open with the page.
 */
export async function throttleCpu(page, rate) {
  if (rate === 1) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * Adds `ms` to every request's round trip of the page from now on (DevTools' network emulation:
 * a phone on a busy Wi-Fi or 4G), the throughput left as it is; the session stays open.
 */
export async function addRoundTrip(page, ms) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: ms,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

/**
 * A fixed JS loop timed in the page's main world, ms: at 4x CPU throttling it takes about four
 * times as long as at 1x, so run in the very page measured it shows the throttle in force.
 */
export const FIXED_LOOP = `(() => {
  const start = performance.now();
  let x = 0;
  for (let i = 0; i < 20000000; i++) x = (x + i * 31) % 1000003;
  window.__benchSink = x;
  return performance.now() - start;
})()`;

/**
 * Loads `path` in a fresh context (no cache, no storage) of a browser set to `locale` (its
 * navigator.language and Accept-Language). `prepare(context)` runs first, e.g. to sign in.
 * `cpuRate` (1, or e.g. 4) throttles the page's CPU from before the navigation; the fixed loop
 * (`loopMs`) then runs in the page once the network went quiet, to show the throttle held.
 * `roundTripMs` adds that much to each request's round trip (`addRoundTrip`).
 * Returns the first-load sizes, the time to usable and the language requests (each as
 * `page@locale`); the page stays open for `then(page)` (e.g. a route change) before the
 * context closes.
 */
export async function coldLoad(
  browser,
  {
    baseUrl,
    dist,
    path,
    ready,
    prepare,
    then,
    storage,
    locale = 'nl-NL',
    cpuRate,
    roundTripMs,
    device = { viewport: { width: 1280, height: 900 } },
  },
) {
  const context = await browser.newContext({ locale, ...device, storageState: storage });
  try {
    if (prepare) await prepare(context);
    const page = await context.newPage();
    if (cpuRate) await throttleCpu(page, cpuRate);
    if (roundTripMs) await addRoundTrip(page, roundTripMs);
    await page.addInitScript({ content: readyMarker(ready) });
    const assets = { js: [], css: [] };
    const languageFiles = [];
    let usable = false;
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (!pathname.startsWith('/api/language/')) return;
      // The app names the locale it wants in Accept-Language (the browser's own otherwise).
      const file = decodeURIComponent(pathname.slice('/api/language/'.length));
      // A request as the context closes can no longer be read: it counts, with its locale unknown.
      languageFiles.push(
        request.headerValue('accept-language').then(
          (value) => `${file}@${value ?? '?'}`,
          () => `${file}@?`,
        ),
      );
    });
    page.on('response', (response) => {
      if (usable) return;
      const url = response.url();
      const { pathname } = new URL(url);
      const type = response.request().resourceType();
      if (type === 'script' || pathname.endsWith('.js')) assets.js.push(url);
      else if (type === 'stylesheet' || pathname.endsWith('.css')) assets.css.push(url);
    });
    await page.goto(`${baseUrl}${path}`);
    const usableMs = await valueInPage(page, 'window.__benchReadyAt');
    usable = true;
    const arrived = new Set(await valueInPage(page, 'window.__benchReadyFiles'));
    for (const kind of ['js', 'css']) assets[kind] = assets[kind].filter((url) => arrived.has(url));
    await networkQuiet(page);
    const longTasks = await valueInPage(page, 'window.__benchLongTasks');
    const result = {
      usableMs,
      /** The longest task (ms) from navigation until the network went quiet; 0 if none over 50. */
      longestTaskMs: Math.round(Math.max(0, ...longTasks)),
      /** Every task over 50 ms until the network went quiet, ms, in order. */
      longTasks: longTasks.map(Math.round),
      languageRequests: languageFiles.length,
      languageFiles: (await Promise.all(languageFiles)).sort(),
      js: sizeOfUrls(dist, assets.js),
      css: sizeOfUrls(dist, assets.css),
    };
    if (cpuRate) result.loopMs = await valueInPage(page, FIXED_LOOP);
    if (then) result.then = await then(page);
    return result;
  } finally {
    await context.close();
  }
}

/** The most times one language file was asked for in one locale (the aim: once). */
export function mostRequestsPerFile(languageFiles) {
  const counts = new Map();
  for (const file of languageFiles) counts.set(file, (counts.get(file) ?? 0) + 1);
  return Math.max(0, ...counts.values());
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
