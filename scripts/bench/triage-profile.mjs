/**
 * npm run bench:triage: what one decision in the triage spends until the next kaizen is drawn
 * (the bench's phone.triage_next, docs/bench.md), at PROFILE_CPU_RATE (default 4) CPU
 * throttling. The lead opens the review queue's first kaizen (400 kaizens seeded), looks at it,
 * and the key `a` (approve) is traced with a V8 CPU profile; every task of PROFILE_SHOWN (5) ms
 * or more from the key until the network is quiet is printed with its parts and functions.
 * Takes PROFILE_MINIFY, PROFILE_RUNS and PROFILE_DIST as bench:startup does; PROFILE_SAVE=dir
 * keeps each run's CPU profile.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { networkQuiet, throttleCpu } from './page-load.mjs';
import { runProfiles, tasksFrom, TRACE_CATEGORIES } from './profile.mjs';
import { LOOK_MS, nextShown } from './review-task.mjs';
import { signInByRequest } from './targets.mjs';

const RATE = Number(process.env.PROFILE_CPU_RATE ?? 4);
const SHOWN = Number(process.env.PROFILE_SHOWN ?? 5);
// PROFILE_SAVE=dir also writes each run's V8 CPU profile there (for DevTools or a script).
const SAVE = process.env.PROFILE_SAVE;

async function profileOnce(browser, server) {
  await server.reset({ kaizens: 400 });
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    locale: 'nl-NL',
    viewport: { width: 1280, height: 900 },
    serviceWorkers: 'block',
  });
  try {
    await signInByRequest(context, server.baseUrl, 'lead@kaizen.demo');
    const page = await context.newPage();
    await throttleCpu(page, RATE);
    await page.goto('/home');
    await page.locator('nav a[href="/review"]').click();
    await page.locator('.review-queue__link').first().click();
    await page.locator('.triage-nav').waitFor();
    await networkQuiet(page);
    const title = (await page.locator('main h1').textContent()) ?? '';
    await page.waitForTimeout(LOOK_MS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    // The profiler's own start-up is a long task: traced from after it.
    await browser.startTracing(page, { categories: TRACE_CATEGORIES.split(',') });
    const start = Date.now();
    await page.keyboard.press('a');
    await nextShown(page, title);
    const shownMs = Date.now() - start;
    await networkQuiet(page);
    const profile = (await cdp.send('Profiler.stop')).profile;
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    if (SAVE) writeFileSync(join(SAVE, `triage-${Date.now()}.cpuprofile`), JSON.stringify(profile));
    const lines = [`next kaizen shown about ${shownMs} ms after the key (seen from outside)`];
    lines.push(...tasksFrom(trace, profile, server.baseUrl, SHOWN));
    return lines;
  } finally {
    await context.close();
  }
}

await runProfiles(profileOnce);
