/**
 * What the tap on "Nieuwe kaizen" spends until the capture's first field is usable (the bench's
 * phone.new_kaizen_field), at PROFILE_CPU_RATE (default 4): an employee on a phone, /home loaded
 * and quiet, the form's code fetched ahead; the tap is traced with a V8 CPU profile and every
 * task of PROFILE_SHOWN (5) ms or more until the network is quiet is printed. Takes
 * PROFILE_MINIFY, PROFILE_RUNS and PROFILE_DIST as bench:startup does; PROFILE_SAVE=dir also
 * writes each run's V8 CPU profile there.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { networkQuiet, throttleCpu, valueInPage } from './page-load.mjs';
import { IPHONE } from './phone.mjs';
import { runProfiles, tasksFrom, TRACE_CATEGORIES } from './profile.mjs';
import { employeeOnPhone } from './targets.mjs';

const RATE = Number(process.env.PROFILE_CPU_RATE ?? 4);
const SHOWN = Number(process.env.PROFILE_SHOWN ?? 5);
const SAVE = process.env.PROFILE_SAVE;
const FIELD = 'main form textarea[name="improvement"]';

async function profileOnce(browser, server) {
  await server.reset();
  const context = await employeeOnPhone(browser, server.baseUrl, IPHONE);
  try {
    const page = await context.newPage();
    await throttleCpu(page, RATE);
    await page.goto('/home');
    const action = page.locator('a.new-kaizen-action');
    await action.waitFor();
    const ahead = `performance.getEntriesByType('resource').some((entry) =>
      entry.name.includes('/kaizen-form-page-')) || null`;
    await valueInPage(page, ahead, { timeoutMs: 20_000 }).catch(() => undefined);
    await networkQuiet(page);
    const box = await action.boundingBox();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    // The profiler's own start-up is a long task: traced from after it.
    await browser.startTracing(page, { categories: TRACE_CATEGORIES.split(',') });
    const start = Date.now();
    if (box) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.locator(FIELD).waitFor();
    const shownMs = Date.now() - start;
    await networkQuiet(page);
    const profile = (await cdp.send('Profiler.stop')).profile;
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    if (SAVE)
      writeFileSync(join(SAVE, `new-kaizen-${Date.now()}.cpuprofile`), JSON.stringify(profile));
    const lines = [`field shown about ${shownMs} ms after the tap (seen from outside)`];
    lines.push(...tasksFrom(trace, profile, server.baseUrl, SHOWN));
    return lines;
  } finally {
    await context.close();
  }
}

await runProfiles(profileOnce);
