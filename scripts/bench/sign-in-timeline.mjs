/**
 * npm run bench:sign-in: what "Inloggen" waits for until the dashboard is drawn (the phone
 * part's sign-in figure), at PROFILE_CPU_RATE (4): each request from the click on, with when it
 * was sent and answered, and each task of PROFILE_SHOWN (20) ms or more, so a request sent only
 * after another's answer, or a long task between them, shows. PROFILE_DIST names a production
 * build (else one is built), PROFILE_RUNS (3) the runs.
 */
import { launchChromium } from './chromium.mjs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from './build.mjs';
import { throttleCpu, valueInPage } from './page-load.mjs';
import { startDemoServer } from './server.mjs';
import { homeUsable, loginFilledIn } from './targets.mjs';

const RATE = Number(process.env.PROFILE_CPU_RATE ?? 4);
const SHOWN = Number(process.env.PROFILE_SHOWN ?? 20);
const RUNS = Number(process.env.PROFILE_RUNS ?? 3);
const LEAD = 'lead@kaizen.demo';

function watcher(ready) {
  return `(() => {
    const ready = ${ready.toString()};
    const now = () => performance.timeOrigin + performance.now();
    window.__long = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__long.push({ at: performance.timeOrigin + entry.startTime, ms: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    document.addEventListener('mousedown', (event) => {
      if (event.isTrusted && event.target.closest?.('button[type="submit"]'))
        sessionStorage.setItem('__clickAt', String(now()));
    }, true);
    const frame = () => {
      const at = Number(sessionStorage.getItem('__clickAt'));
      if (at && ready()) { window.__drawnAt = now(); return; }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })();`;
}

let dist = process.env.PROFILE_DIST;
if (!dist) {
  dist = join(await mkdtemp(join(tmpdir(), 'qek-sign-in-')), 'dist');
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
    const page = await context.newPage();
    await throttleCpu(page, RATE);
    await page.addInitScript({ content: watcher(homeUsable) });
    const send = await loginFilledIn(page, server.baseUrl, LEAD);
    const requests = [];
    page.on('requestfinished', (request) => requests.push(request));
    await send.click();
    await valueInPage(page, 'window.__drawnAt || null');
    const clickAt = Number(await page.evaluate(() => sessionStorage.getItem('__clickAt')));
    const drawnAt = await page.evaluate(() => window.__drawnAt);
    const long = await page.evaluate(() => window.__long);
    console.log(`=== run ${run}: drawn ${Math.round(drawnAt - clickAt)} ms after the click`);
    const rows = [];
    for (const request of requests) {
      const timing = request.timing();
      // Playwright's times are from startTime (epoch ms); the rest relative to it.
      const sent = timing.startTime - clickAt;
      const answered = timing.startTime + timing.responseEnd - clickAt;
      if (answered < -1) continue;
      const url = new URL(request.url());
      rows.push([
        sent,
        answered,
        `${request.method()} ${url.pathname.replace(/-[\w-]{8}\.(js|css)$/, '.$1')}${url.search}`,
      ]);
    }
    for (const task of long) {
      const at = task.at - clickAt;
      if (task.ms >= SHOWN && at > -5 && at < drawnAt - clickAt)
        rows.push([at, at + task.ms, `(task ${Math.round(task.ms)} ms)`]);
    }
    rows.sort((a, b) => a[0] - b[0]);
    for (const [from, to, what] of rows) {
      if (from > drawnAt - clickAt) continue;
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
