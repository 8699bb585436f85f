/**
 * Lighthouse (mobile preset, the default config) on a Chromium we launch ourselves. For a
 * signed-in page we sign in first with playwright-core over CDP in the same browser, and keep
 * the session: `disableStorageReset`. Each run gets a fresh browser, so the cache is cold.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { ROOT } from './build.mjs';
import { withDebuggableChromium } from './chromium.mjs';

// Lighthouse is ~130 packages and ~180 MiB that only the benchmark uses, so it is not a
// devDependency: the bench installs this pinned version once, beside node_modules' cache.
const LIGHTHOUSE = 'lighthouse@12.8.2';
const TOOLS = join(ROOT, 'node_modules', '.cache', 'bench-tools');

async function loadLighthouse() {
  const entry = join(TOOLS, 'node_modules', 'lighthouse', 'core', 'index.js');
  if (!existsSync(entry)) {
    console.error(`installing ${LIGHTHOUSE} for the benchmark into ${TOOLS}`);
    execFileSync(
      'npm',
      ['install', '--prefix', TOOLS, '--no-save', '--no-audit', '--no-fund', LIGHTHOUSE],
      { stdio: 'inherit' },
    );
  }
  return (await import(pathToFileURL(entry).href)).default;
}

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/**
 * The timings the performance score is made of (simulated, in ms), so a score below its aim says
 * what to work on.
 */
export const METRICS = [
  ['fcp', 'first-contentful-paint'],
  ['lcp', 'largest-contentful-paint'],
  ['tbt', 'total-blocking-time'],
  ['si', 'speed-index'],
];

/**
 * Scores 0-100 per category and the bytes transferred, for one run in a fresh profile.
 * - `signIn(context)` signs in first, by request only, so no page of the app is cached.
 * - `warm`: the page is opened once before, so Lighthouse meets a warm HTTP cache (and the
 *   storage is kept); cold otherwise: nothing of the app was ever loaded in this profile.
 * - `desktop`: Lighthouse's desktop preset instead of its default mobile one.
 */
export function lighthouseRun(url, { signIn, warm = false, desktop = false } = {}) {
  return withDebuggableChromium(async (chrome) => {
    if (signIn || warm) {
      const browser = await chromium.connectOverCDP(chrome.endpoint);
      const context = browser.contexts()[0];
      if (signIn) await signIn(context);
      if (warm) {
        const page = await context.newPage();
        await page.goto(url, { waitUntil: 'networkidle' });
        await page.close();
      }
      await browser.close(); // Over CDP this only disconnects; the profile keeps its state.
    }
    const lighthouse = await loadLighthouse();
    const config = desktop ? await loadDesktopConfig() : undefined;
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        // A reset would drop the session's cookies and the warm cache; a cold run has neither
        // a cache nor storage to reset, being a fresh profile.
        disableStorageReset: Boolean(signIn) || warm,
      },
      config,
    );
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const { categories, runtimeError, finalDisplayedUrl, audits } = result.lhr;
    if (runtimeError) throw new Error(`lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`lighthouse ended on ${finalDisplayedUrl}, not ${url}`);
    return {
      ...Object.fromEntries(
        CATEGORIES.map((name) => [name, Math.round((categories[name].score ?? 0) * 100)]),
      ),
      // Lighthouse's own measure of the host's speed: its simulated phone is this host slowed
      // four times, so the score moves with it (docs/bench.md, "Reading the figures").
      benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
      transferredKb: Math.round((audits['total-byte-weight']?.numericValue ?? 0) / 100) / 10,
      // The first paint as it happened in this unthrottled run; `metrics.fcp` is Lighthouse's
      // simulation of it on a phone, which the total blocking time is counted from.
      observedFcpMs: Math.round(
        audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? 0,
      ),
      metrics: Object.fromEntries(
        METRICS.map(([name, audit]) => [name, Math.round(audits[audit]?.numericValue ?? 0)]),
      ),
    };
  });
}

async function loadDesktopConfig() {
  await loadLighthouse();
  const entry = join(TOOLS, 'node_modules', 'lighthouse', 'core', 'config', 'desktop-config.js');
  return (await import(pathToFileURL(entry).href)).default;
}
