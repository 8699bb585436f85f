/**
 * What the service worker fetches: on a guest's visit to /login (its install), then after a
 * sign-in, for the lead and for the employee. Sizes are of the files on disk, gzip -9 (1 KB =
 * 1000 B), as elsewhere in the bench; a file asked for twice counts once. Nothing is fetched
 * ahead on idle (data saving on), so what the page asks for itself is left out, but for the
 * signed-in code the worker fetches for the page as it is not kept yet.
 *
 *   node scripts/bench/worker-precache.mjs                 # builds the app first
 *   node scripts/bench/worker-precache.mjs --dist dist-x   # an existing production build
 *
 * Also `BENCH_PARTS=worker node scripts/bench/run.mjs`. docs/bench.md, "What the worker keeps".
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { buildApp } from './build.mjs';
import { launchChromium } from './chromium.mjs';
import { fileSize, KB } from './files.mjs';
import { startDemoServer } from './server.mjs';
import { signInByForm } from './targets.mjs';

const ASSETS = '/build/';
const LANGUAGE = '/api/language/';
const SHELL = '/home';
/** The worker is done once it has asked for nothing for this long. */
const QUIET_MS = 2000;

/** Follows the requests the worker makes in `context`: its own, not the page's. */
function workerRequests(context) {
  const urls = [];
  let open = 0;
  let last = Date.now();
  context.on('request', (request) => {
    if (!request.serviceWorker()) return;
    urls.push(new URL(request.url()).pathname);
    open += 1;
    last = Date.now();
  });
  const done = () => {
    open -= 1;
    last = Date.now();
  };
  context.on('requestfinished', (request) => request.serviceWorker() && done());
  context.on('requestfailed', (request) => request.serviceWorker() && done());
  return {
    /** The paths asked for since the last call. */
    take: () => urls.splice(0),
    /** Resolves once nothing is under way and nothing was asked for QUIET_MS. */
    quiet: async () => {
      while (open > 0 || Date.now() - last < QUIET_MS) {
        await new Promise((wake) => setTimeout(wake, 200));
      }
    },
  };
}

/** One phase's figures: the build's files asked for (count, gzip) and the language files. */
function summary(dist, name, paths) {
  // The shell is index.html, kept at an app route (src/sw/rules.ts SHELL_URL).
  const fileOf = (path) =>
    path === SHELL ? 'index.html' : path.startsWith(ASSETS) && path.slice(ASSETS.length);
  const files = [...new Set(paths.map(fileOf).filter(Boolean))];
  const gzip = files.reduce((sum, file) => sum + fileSize(join(dist, file)).gzip, 0);
  const language = new Set(paths.filter((path) => path.startsWith(LANGUAGE))).size;
  return [
    [`worker.${name}.files`, files.length, ''],
    [`worker.${name}.gzip`, (gzip / KB).toFixed(1), 'KB'],
    [`worker.${name}.language_files`, language, ''],
  ];
}

/** A guest opens /login and stays until the worker controls the page and is quiet. */
async function asGuest(page, baseUrl, requests) {
  await page.goto(`${baseUrl}/login`);
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
  await requests.quiet();
}

export async function measureWorker(browser, server, dist) {
  const lines = [];
  const cases = [
    { name: 'guest_login' },
    { name: 'lead', email: 'lead@kaizen.demo' },
    { name: 'employee', email: 'employee@kaizen.demo' },
  ];
  for (const { name, email } of cases) {
    await server.reset();
    const context = await browser.newContext({ serviceWorkers: 'allow', locale: 'nl-NL' });
    await context.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
    );
    try {
      const requests = workerRequests(context);
      const page = await context.newPage();
      await asGuest(page, server.baseUrl, requests);
      const guest = requests.take();
      if (!email) {
        lines.push(...summary(dist, name, guest));
        continue;
      }
      await signInByForm(page, server.baseUrl, email);
      await requests.quiet();
      lines.push(...summary(dist, `${name}.after_sign_in`, requests.take()));
    } finally {
      await context.close();
    }
  }
  return lines;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { dist: { type: 'string' } } });
  const work = values.dist ? undefined : mkdtempSync(join(tmpdir(), 'qek-worker-'));
  const dist = values.dist ? resolve(values.dist) : join(work, 'prod');
  try {
    if (work) await buildApp(dist);
    const server = await startDemoServer(dist);
    const browser = await launchChromium();
    try {
      for (const [name, value, unit] of await measureWorker(browser, server, dist))
        console.log(`${name}: ${value}${unit ? ` ${unit}` : ''}`);
    } finally {
      await browser.close();
      await server.stop();
    }
  } finally {
    if (work) rmSync(work, { recursive: true, force: true });
  }
}
