/**
 * npm run bench:timeline -- [what]: what a page waits for until it is usable, at PROFILE_CPU_RATE
 * (4): each request with when it was sent and answered (`[worker]` when the service worker
 * answered it), each task of PROFILE_SHOWN (20) ms or more and the page's own
 * `performance.mark`s, on one axis, so a request sent only after another's answer, or a long task
 * between them, shows. `what` is
 * - `/home` (the default): the lead's cold /home, from the navigation's start;
 * - `/login`: a cold /login, signed out;
 * - `again`: the lead's second /home, the first gone quiet with its worker active (the phone
 *   part's home_again);
 * - `sign-in` (npm run bench:sign-in): from the click on "Inloggen" to the dashboard drawn, the
 *   phone part's sign-in figure.
 * PROFILE_DIST names a production build (else one is built), PROFILE_RUNS (3) the runs.
 */
import { launchChromium } from './chromium.mjs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from './build.mjs';
import { networkQuiet, throttleCpu, valueInPage } from './page-load.mjs';
import { startDemoServer } from './server.mjs';
import { homeUsable, loginFilledIn, loginUsable, signInByRequest } from './targets.mjs';

const RATE = Number(process.env.PROFILE_CPU_RATE ?? 4);
const SHOWN = Number(process.env.PROFILE_SHOWN ?? 20);
const RUNS = Number(process.env.PROFILE_RUNS ?? 3);
const LEAD = 'lead@kaizen.demo';
const WHAT = process.argv[2] ?? '/home';
const KINDS = ['/home', '/login', 'again', 'sign-in'];
if (!KINDS.includes(WHAT)) throw new Error(`usage: npm run bench:timeline -- [${KINDS.join('|')}]`);

/**
 * Runs in the page: records the long tasks, and the moment `ready` first holds in a frame once
 * the axis has started: the navigation, or the mousedown on the sign-in button (kept in session
 * storage, as the original script did; a cold page's axis touches no storage, whose first use is
 * slow on a throttled page).
 */
function watcher(ready, fromClick) {
  return `(() => {
    const ready = ${ready.toString()};
    const now = () => performance.timeOrigin + performance.now();
    window.__long = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__long.push({ at: performance.timeOrigin + entry.startTime, ms: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    const startAt = () =>
      ${fromClick} ? Number(sessionStorage.getItem('__startAt')) : performance.timeOrigin;
    if (${fromClick}) {
      document.addEventListener('mousedown', (event) => {
        if (event.isTrusted && event.target.closest?.('button[type="submit"]'))
          sessionStorage.setItem('__startAt', String(now()));
      }, true);
    }
    const frame = () => {
      const at = startAt();
      if (at && ready()) { window.__startAt = at; window.__drawnAt = now(); return; }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })();`;
}

/** The lead's first /home, gone quiet with its worker active: what a second visit finds. */
async function firstVisit(context, baseUrl) {
  const first = await context.newPage();
  await first.goto(`${baseUrl}/home`);
  await valueInPage(first, `(${homeUsable.toString()})() || null`);
  await first.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await networkQuiet(first, { quietMs: 1000 });
  await first.close();
}

/** Opens the page measured, and starts what is timed: the navigation, or the click. */
async function start(context, baseUrl, watch) {
  if (WHAT === '/home' || WHAT === 'again') await signInByRequest(context, baseUrl, LEAD);
  if (WHAT === 'again') await firstVisit(context, baseUrl);
  const page = await context.newPage();
  await throttleCpu(page, RATE);
  const fromClick = WHAT === 'sign-in';
  const ready = WHAT === '/login' ? loginUsable : homeUsable;
  await page.addInitScript({ content: watcher(ready, fromClick) });
  if (!fromClick) {
    watch(page);
    await page.goto(`${baseUrl}${WHAT === 'again' ? '/home' : WHAT}`);
    return page;
  }
  const send = await loginFilledIn(page, baseUrl, LEAD);
  watch(page);
  await send.click();
  return page;
}

let dist = process.env.PROFILE_DIST;
if (!dist) {
  dist = join(await mkdtemp(join(tmpdir(), 'qek-timeline-')), 'dist');
  await buildApp(dist);
}
const browser = await launchChromium();
const server = await startDemoServer(dist);
try {
  for (let run = 1; run <= RUNS; run++) {
    await server.reset();
    const context = await browser.newContext({
      locale: 'nl-NL',
      viewport: { width: 1280, height: 900 },
    });
    const requests = [];
    const page = await start(context, server.baseUrl, (measured) =>
      measured.on('requestfinished', (request) => requests.push(request)),
    );
    await valueInPage(page, 'window.__drawnAt || null');
    const {
      startAt,
      drawnAt: drawnAtMs,
      long,
    } = await page.evaluate(() => ({
      startAt: window.__startAt,
      drawnAt: window.__drawnAt,
      long: window.__long,
    }));
    const drawnAt = drawnAtMs - startAt;
    console.log(`=== run ${run}: ${WHAT} usable ${Math.round(drawnAt)} ms from the start`);
    const rows = [];
    for (const request of requests) {
      const timing = request.timing();
      // Playwright's times are from startTime (epoch ms); the rest relative to it.
      const sent = timing.startTime - startAt;
      const answered = timing.startTime + timing.responseEnd - startAt;
      if (answered < -1) continue;
      const url = new URL(request.url());
      const response = await request.response();
      const worker = response?.fromServiceWorker() ? ' [worker]' : '';
      const path = url.pathname.replace(/-[\w-]{8}\.(js|css)$/, '.$1');
      rows.push([sent, answered, `${request.method()} ${path}${url.search}${worker}`]);
    }
    // The page's own marks (`performance.mark`, added in a throwaway build), on the same axis.
    const marks = await page.evaluate(() =>
      performance
        .getEntriesByType('mark')
        .map((mark) => [performance.timeOrigin + mark.startTime, mark.name]),
    );
    for (const [at, name] of marks) rows.push([at - startAt, at - startAt, `mark ${name}`]);
    for (const task of long) {
      const at = task.at - startAt;
      if (task.ms >= SHOWN && at > -5 && at < drawnAt)
        rows.push([at, at + task.ms, `(task ${Math.round(task.ms)} ms)`]);
    }
    rows.sort((a, b) => a[0] - b[0]);
    for (const [from, to, what] of rows) {
      if (from > drawnAt) continue;
      console.log(
        `${String(Math.round(from)).padStart(6)} -> ${String(Math.round(to)).padStart(6)}  ${what}`,
      );
    }
    await context.close();
  }
} finally {
  await server.stop();
  await browser.close();
}
