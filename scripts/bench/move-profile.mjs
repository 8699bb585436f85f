/**
 * npm run bench:move: what a warm route change spends its time on (the bench's
 * route_change.home_to_approved.warm, docs/bench.md). Builds the production app
 * (PROFILE_MINIFY=false keeps function names readable), and PROFILE_RUNS times (default 3):
 * signs the lead in, opens /home, goes to the approved list and back (so its code and data are
 * known), then traces the click to the list again, and prints every task of the move's window:
 * its parts from the trace and the functions that took the time. PROFILE_DIST reuses a build.
 */
import { timeMove } from './browse.mjs';
import { homeUsable, signInByRequest } from './targets.mjs';
import { networkQuiet, valueInPage } from './page-load.mjs';
import { runProfiles, tasksFrom, TRACE_CATEGORIES } from './profile.mjs';

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
    lines.push(...tasksFrom(trace, profile, server.baseUrl, SHOWN));
    return lines;
  } finally {
    await context.close();
  }
}

await runProfiles(profileOnce);
