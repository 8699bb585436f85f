/**
 * npm run bench:heap: `/home`'s JS heap for the lead of a team of `HEAP_KAIZENS` (50,000)
 * kaizens, after a forced GC, on the first visit (the team's list from the network) and on a
 * reload of the same page (drawn from what the device kept, then refreshed). Also the time from
 * navigation to the dashboard drawn, each time. `HEAP_DIST` reuses a production build;
 * `HEAP_RUNS` (3) runs, median and range. See docs/bench.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from './build.mjs';
import { heapAfterGc, launchChromium } from './chromium.mjs';
import { median, networkQuiet, valueInPage } from './page-load.mjs';
import { startDemoServer } from './server.mjs';
import { homeUsable, signInByRequest } from './targets.mjs';

const KAIZENS = Number(process.env.HEAP_KAIZENS ?? 50_000);
const RUNS = Number(process.env.HEAP_RUNS ?? 3);
const log = (message) => process.stderr.write(`[heap] ${message}\n`);
const load = () =>
  `${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')} (${cpus().length} cores)`;

/** Marks the moment the dashboard is drawn (targets.mjs's `homeUsable`), checked every frame. */
const readyMarker = `(() => {
  const check = ${homeUsable.toString()};
  const poll = () => {
    if (check()) window.__heapReadyAt = performance.now();
    else requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
})()`;

/** One cold context: `/home` until drawn and quiet, the heap; then a reload, the same again. */
async function oneRun(browser, server) {
  await server.reset({ kaizens: KAIZENS });
  const context = await browser.newContext({
    locale: 'nl-NL',
    viewport: { width: 1280, height: 900 },
  });
  try {
    await signInByRequest(context, server.baseUrl, 'lead@kaizen.demo');
    const page = await context.newPage();
    await page.addInitScript({ content: readyMarker });
    const visit = async (go) => {
      await go();
      const drawnMs = await valueInPage(page, 'window.__heapReadyAt', { timeoutMs: 120_000 });
      await networkQuiet(page, { timeoutMs: 120_000 });
      return { drawnMs, heap: await heapAfterGc(page) };
    };
    const first = await visit(() => page.goto(`${server.baseUrl}/home`));
    const reload = await visit(() => page.reload());
    return { first, reload };
  } finally {
    await context.close();
  }
}

const stat = (values, digits = 0) => {
  const shown = (value) => value.toFixed(digits);
  return `${shown(median(values))} (${shown(Math.min(...values))}-${shown(Math.max(...values))}, n=${values.length})`;
};

const own = process.env.HEAP_DIST === undefined;
const dist = process.env.HEAP_DIST ?? mkdtempSync(join(tmpdir(), 'qek-heap-'));
try {
  console.log(`machine.load.start: ${load()}`);
  if (own) {
    log('building the production app');
    await buildApp(dist);
  }
  const server = await startDemoServer(dist);
  try {
    const browser = await launchChromium();
    try {
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        log(`run ${run + 1} of ${RUNS} at ${KAIZENS} kaizens`);
        runs.push(await oneRun(browser, server));
      }
      const mb = (bytes) => bytes / 1e6;
      console.log(
        `heap.home.kaizens_${KAIZENS}.first: ${stat(
          runs.map((r) => mb(r.first.heap)),
          1,
        )} MB`,
      );
      console.log(
        `heap.home.kaizens_${KAIZENS}.reload: ${stat(
          runs.map((r) => mb(r.reload.heap)),
          1,
        )} MB`,
      );
      console.log(
        `home.kaizens_${KAIZENS}.drawn.first: ${stat(runs.map((r) => r.first.drawnMs))} ms`,
      );
      console.log(
        `home.kaizens_${KAIZENS}.drawn.reload: ${stat(runs.map((r) => r.reload.drawnMs))} ms`,
      );
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
  console.log(`machine.load.end: ${load()}`);
} finally {
  if (own) rmSync(dist, { recursive: true, force: true });
}
