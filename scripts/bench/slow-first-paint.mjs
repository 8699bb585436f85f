/**
 * `npm run bench:slow`: the first paint on a slow line (1.5 s latency, 50 KB/s, no cache), on
 * a device that has been here before (the lead signed in for /home), at 1280 and 390 px: when
 * the first frame was painted, when the page was usable, and the layout shift on the way.
 * FIRST_PAINT_DIST reuses a build; otherwise one is made in a temporary folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from './build.mjs';
import { launchChromium } from './chromium.mjs';
import { startDemoServer } from './server.mjs';
import { homeUsable, loginUsable, signInByForm } from './targets.mjs';

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
const work = process.env.FIRST_PAINT_DIST ? null : mkdtempSync(join(tmpdir(), 'qek-slow-'));
const dist = process.env.FIRST_PAINT_DIST ?? join(work, 'prod');
if (work) await buildApp(dist);
const server = await startDemoServer(dist);
const browser = await launchChromium();

function watchShifts() {
  window.__shifts = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (!entry.hadRecentInput) window.__shifts += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

try {
  for (const [size, viewport] of Object.entries(SIZES)) {
    for (const path of ['/login', '/home']) {
      await server.reset();
      const phone = size === 'phone';
      const context = await browser.newContext({
        viewport,
        locale: 'nl-NL',
        isMobile: phone,
        hasTouch: phone,
        serviceWorkers: 'block',
      });
      const usable = path === '/home' ? homeUsable : loginUsable;
      // A device that has been here before: its colour is known, /home's user signed in.
      const before = await context.newPage();
      if (path === '/home') await signInByForm(before, server.baseUrl, 'lead@kaizen.demo');
      else await before.goto(`${server.baseUrl}${path}`);
      await before.waitForFunction(usable, undefined, { timeout: 30_000 });
      await before.close();
      const page = await context.newPage();
      await page.addInitScript(watchShifts);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 1500,
        downloadThroughput: 50 * 1024,
        uploadThroughput: 50 * 1024,
      });
      const start = Date.now();
      await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'commit', timeout: 60_000 });
      await page.waitForFunction(usable, undefined, { timeout: 90_000, polling: 100 });
      const usableMs = Date.now() - start;
      const firstPaint = await page.evaluate(
        () => performance.getEntriesByName('first-paint')[0]?.startTime ?? null,
      );
      const shift = await page.evaluate(() => window.__shifts);
      const name = `slow.${size}.${path.slice(1)}`;
      console.log(`${name}.first_paint: ${Math.round(firstPaint ?? -1)} ms`);
      console.log(`${name}.usable: ${usableMs} ms`);
      console.log(`${name}.layout_shift: ${shift.toFixed(4)}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
  if (work) rmSync(work, { recursive: true, force: true });
}
