/**
 * npm run bench:move: what a warm route change spends its time on (issue 14: the bench's
 * route_change.home_to_approved.warm). Builds the production app (PROFILE_MINIFY=false keeps
 * function names readable), and PROFILE_RUNS times (default 3): signs the lead in, opens /home,
 * goes to the approved list and back (so its code and data are known), then traces the click
 * to the list again, and prints every task of the move's window: its parts from the trace and
 * the functions that took the time. PROFILE_DIST reuses a build.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from './build.mjs';
import { timeMove } from './browse.mjs';
import { launchChromium } from './chromium.mjs';
import { startDemoServer } from './server.mjs';
import { homeUsable, signInByRequest } from './targets.mjs';
import { networkQuiet, valueInPage } from './page-load.mjs';
import { mainThreadTasks, printTask, TRACE_CATEGORIES } from './trace.mjs';

const RUNS = Number(process.env.PROFILE_RUNS ?? 3);
const SHOWN = 2; // ms: tasks shorter than this are counted, not printed.

async function profileOnce(browser, server) {
  await server.reset();
  const context = await browser.newContext({
    locale: 'nl-NL',
    viewport: { width: 1280, height: 900 },
  });
  try {
    await signInByRequest(context, server.baseUrl, 'lead@kaizen.demo');
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/home`);
    await valueInPage(page, `(${homeUsable.toString()})() || null`);
    await networkQuiet(page);
    await timeMove(page, { action: 'click', path: '/kaizen/approved', until: 'rows' });
    await timeMove(page, { action: 'click', path: '/home', until: 'dashboard' });
    const cdp = await context.newCDPSession(page);
    await browser.startTracing(page, { categories: TRACE_CATEGORIES.split(',') });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    const move = await timeMove(page, {
      action: 'click',
      path: '/kaizen/approved',
      until: 'rows',
    });
    const profile = (await cdp.send('Profiler.stop')).profile;
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    const lines = [`move ${move.ms.toFixed(1)} ms; calls: ${move.calls.join(' ') || '-'}`];
    // Tracing starts a moment before the click: every task from then on, until the network
    // went quiet after the move, with its start relative to the first.
    const tasks = mainThreadTasks(trace, server.baseUrl, 0);
    const from = tasks[0]?.event.ts ?? 0;
    let small = 0;
    for (const task of tasks) {
      if (task.event.dur < SHOWN * 1000) {
        small += 1;
        continue;
      }
      printTask(task, profile, lines, (task.event.ts - from) / 1000);
    }
    lines.push(`${small} more tasks under ${SHOWN} ms`);
    return lines;
  } finally {
    await context.close();
  }
}

const load = () =>
  `${loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')} (1/5/15 min, ${cpus().length} cores)`;
const work = process.env.PROFILE_DIST ? null : mkdtempSync(join(tmpdir(), 'qek-profile-'));
const dist = process.env.PROFILE_DIST ?? join(work, 'prod');
try {
  console.log(`machine.load.start: ${load()}`);
  if (work) {
    const minify = process.env.PROFILE_MINIFY !== 'false';
    await buildApp(dist, minify ? {} : { minify: false });
  }
  const server = await startDemoServer(dist);
  const browser = await launchChromium();
  try {
    await profileOnce(browser, server); // The server's first answers are slower.
    for (let run = 1; run <= RUNS; run++) {
      console.log(`\n=== run ${run}/${RUNS}`);
      console.log((await profileOnce(browser, server)).join('\n'));
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(`\nmachine.load.end: ${load()}`);
} finally {
  if (work) rmSync(work, { recursive: true, force: true });
}
