/**
 * npm run bench:startup: what runs in the long tasks of a cold, signed-in /home (the bench's
 * home.longest_task, docs/bench.md). Builds the production app (PROFILE_MINIFY=false keeps function
 * names readable), loads /home PROFILE_RUNS times (default 3) with a Chromium trace and a V8 CPU
 * profile, and prints per task of 50 ms or more: its parts from the trace (script evaluation,
 * timers, style, layout, paint), the scripts it evaluated, and the functions that took the
 * time (self, and including what they called). PROFILE_DIST reuses a build; PROFILE_KAIZENS
 * (e.g. 10000) seeds the lead's team with that many kaizens, as the bench's
 * home.kaizens_10000.longest_task does. PROFILE_PAGE=login profiles a cold /login instead (signed
 * out); PROFILE_CPU_RATE=4 throttles the page's CPU as a mid-range phone (the bench's phone part).
 */
import { homeUsable, loginUsable, signInByRequest } from './targets.mjs';
import { networkQuiet, throttleCpu, valueInPage } from './page-load.mjs';
import { mainThreadTasks, printTask, runProfiles, TRACE_CATEGORIES } from './profile.mjs';

const KAIZENS = process.env.PROFILE_KAIZENS ? Number(process.env.PROFILE_KAIZENS) : undefined;
// ms: Chromium's long task; PROFILE_LONG (e.g. 30) also shows the tasks close to one.
const LONG = Number(process.env.PROFILE_LONG ?? 50);
const LOGIN = process.env.PROFILE_PAGE === 'login';
const PATH = LOGIN ? '/login' : '/home';
const RATE = Number(process.env.PROFILE_CPU_RATE ?? 1);

async function profileOnce(browser, server) {
  await server.reset({ kaizens: KAIZENS });
  const context = await browser.newContext({
    locale: 'nl-NL',
    viewport: { width: 1280, height: 900 },
  });
  try {
    if (!LOGIN) await signInByRequest(context, server.baseUrl, 'lead@kaizen.demo');
    const page = await context.newPage();
    await throttleCpu(page, RATE);
    const cdp = await context.newCDPSession(page);
    // The sampling profiler slows the page down; PROFILE_CPU=false times the tasks without it.
    const cpuProfile = process.env.PROFILE_CPU !== 'false';
    await browser.startTracing(page, { categories: TRACE_CATEGORIES.split(',') });
    if (cpuProfile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    await page.goto(`${server.baseUrl}${PATH}`);
    // Polled over CDP: Playwright's waitForFunction would add its own script's task.
    await valueInPage(page, `(${(LOGIN ? loginUsable : homeUsable).toString()})() || null`);
    await networkQuiet(page);
    const profile = cpuProfile ? (await cdp.send('Profiler.stop')).profile : null;
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    const lines = [];
    for (const task of mainThreadTasks(trace, `${server.baseUrl}${PATH}`, LONG)) {
      printTask(task, profile, lines);
    }
    if (lines.length === 0) lines.push(`no task of ${LONG} ms or more`);
    return lines;
  } finally {
    await context.close();
  }
}

await runProfiles(profileOnce);
