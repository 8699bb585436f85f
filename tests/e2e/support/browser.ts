import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, inject } from 'vitest';
import { CODE_CACHE, KEPT_PAGES_URL } from '@/sw/rules';
import {
  CHROMIUM,
  CHROMIUM_FLAGS,
  CHROMIUM_SHELL,
  launchKept,
} from '../../../scripts/bench/chromium-flags.mjs';
import { TIMEOUTS } from '../../timeouts';

const FLAGS = [
  ...CHROMIUM_FLAGS,
  // No optimising compilers: a test's page lives seconds, and V8's background compiles for code
  // it would run faster later were a tenth of the renderers' CPU time across the suite.
  '--js-flags=--no-opt --no-maglev',
];

/**
 * The demo server (or Laravel) this file talks to: in the e2e project its worker's own
 * (tests/e2e/global-setup.ts), elsewhere the project's one.
 */
export function baseUrl(): string {
  const perWorker = inject('workerBaseUrls');
  if (!perWorker) return inject('baseUrl');
  const worker = process.env.VITEST_POOL_ID;
  const own = perWorker[Number(worker) - 1];
  if (!own) throw new Error(`no demo server for worker ${worker} (${perWorker.length} started)`);
  return own;
}

interface LaunchOptions {
  /**
   * Playwright turns Chromium's back/forward cache off; drills about restored pages need it, and
   * the full browser: the headless shell the other tests run in has none.
   */
  backForwardCache?: boolean;
  /** Host names to resolve to the test server, e.g. a plain-HTTP host that is not localhost. */
  hosts?: string[];
}

export function launchBrowser({
  backForwardCache = false,
  hosts = [],
}: LaunchOptions = {}): Promise<Browser> {
  const mapped = hosts.map((host) => `MAP ${host} 127.0.0.1`).join(',');
  return launchKept((marker) =>
    chromium.launch({
      executablePath: backForwardCache ? CHROMIUM : CHROMIUM_SHELL,
      headless: true,
      args: [...FLAGS, ...(mapped ? [`--host-resolver-rules=${mapped}`] : []), marker],
      ignoreDefaultArgs: backForwardCache ? ['--disable-back-forward-cache'] : undefined,
    }),
  );
}

/** Puts the demo backend back to its seed (with `kaizens` kaizens if asked) and forgets every session. */
export async function resetDemo(kaizens?: number): Promise<void> {
  const query = kaizens === undefined ? '' : `?kaizens=${kaizens}`;
  const response = await fetch(`${baseUrl()}/__demo/reset${query}`, { method: 'POST' });
  if (!response.ok) throw new Error(`demo reset failed: ${response.status}`);
}

/**
 * One browser per worker and launch options, for every file the worker runs: the browser
 * projects keep a worker's modules from file to file (`isolate: false` in vite.config.ts), and
 * a launch is most of a CPU second, once per file before.
 */
const launched = new Map<string, Promise<Browser>>();

async function workerBrowser(launch: LaunchOptions): Promise<Browser> {
  const key = JSON.stringify(launch);
  const kept = await launched.get(key)?.catch(() => undefined);
  if (kept?.isConnected()) return kept;
  const fresh = launchBrowser(launch);
  launched.set(key, fresh);
  return fresh;
}

/**
 * The worker's browser for a test file (`workerBrowser`), with the backend put back to its seed
 * before each test (`reset`: the demo's, or Laravel's). Call it at the top of the file; the
 * returned function gives the browser inside a test or hook. A context a failed test left open
 * is closed after the file, so nothing of it reaches the next.
 */
export function sharedBrowser({
  reset = resetDemo,
  ...launch
}: { reset?: () => Promise<void> } & LaunchOptions = {}) {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await workerBrowser(launch);
  });
  afterAll(async () => {
    await Promise.all((browser?.contexts() ?? []).map((context) => context.close()));
  });
  beforeEach(async () => {
    await reset();
  });
  return (): Browser => {
    if (!browser) throw new Error('the browser is launched in beforeAll; use it in a test or hook');
    return browser;
  };
}

/** Makes the demo server answer sw.js with other bytes: a new version for the browser to find. */
export async function publishNewWorker(): Promise<void> {
  const response = await fetch(`${baseUrl()}/__demo/sw-version`, { method: 'POST' });
  if (!response.ok) throw new Error(`publishing a new worker failed: ${response.status}`);
}

/** Ends every server session at once, as Laravel's session lifetime would; browsers keep their cookies. */
export async function endDemoSessions(): Promise<void> {
  const response = await fetch(`${baseUrl()}/__demo/sessions/end`, { method: 'POST' });
  if (!response.ok) throw new Error(`ending the demo sessions failed: ${response.status}`);
}

/**
 * A fresh context (no cookies, no storage) and a page in it, with Dutch as the browser language,
 * under the Content-Security-Policy the demo server sends with the page unless asked otherwise.
 * The app's service worker is blocked unless asked for: with it, requests come from its caches
 * and the drills could not fail them (pwa.e2e.ts tests the worker itself). For the same reason
 * nothing is fetched ahead on idle unless asked for (prefetch.e2e.ts tests that).
 */
export async function newPage(
  browser: Browser,
  options: {
    locale?: string;
    serviceWorkers?: 'allow' | 'block';
    fetchAhead?: boolean;
    /** Served under this host name (see `hosts` above) instead of 127.0.0.1. */
    host?: string;
    /** Ignore the page's Content-Security-Policy: to inject a test tool, or to see what the app does on its own. */
    bypassCsp?: boolean;
    /** The server the page talks to, when not the project's (a file that starts its own). */
    baseUrl?: string;
  } = {},
) {
  const url = new URL(options.baseUrl ?? baseUrl());
  if (options.host) url.hostname = options.host;
  const context: BrowserContext = await browser.newContext({
    baseURL: url.origin,
    bypassCSP: options.bypassCsp ?? false,
    serviceWorkers: options.serviceWorkers ?? 'block',
    locale: options.locale ?? 'nl-NL',
    viewport: { width: 1280, height: 900 },
  });
  context.setDefaultTimeout(TIMEOUTS.browserStep);
  // Data saving on unless asked for: then nothing is fetched ahead while the browser is idle
  // (src/lib/idle-prefetch.ts), and a drill that fails a page's file fails the page's own load.
  if (!options.fetchAhead) {
    await context.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
    );
  }
  const page: Page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

export const PASSWORD = 'kaizen';

/** Fills and sends the login form the page shows now, and waits until the app has left it. */
export async function submitLogin(page: Page, email: string) {
  await page.getByLabel('E-mailadres of gebruikersnaam').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** The employee signs in on `page` and picks Productie, her team on this device from now on. */
export async function signInEmployeeInProductie(page: Page): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, 'employee@kaizen.demo');
  await page
    .getByRole('list', { name: 'Uw teams' })
    .getByRole('button', { name: 'Productie' })
    .click();
  await page.waitForURL('**/home');
}

/** Signs in at /login with "Gedeeld apparaat" ticked (its default idle time), to /home. */
export async function signInShared(page: Page, email = 'lead@kaizen.demo'): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mailadres of gebruikersnaam').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Gedeeld apparaat (bijv. een tablet op de werkvloer)').check();
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.waitForURL('**/home');
}

/** Signs in through the login screen and waits until the app has left it. */
export async function signIn(page: Page, email: string, { from = '/login' } = {}) {
  await page.goto(from);
  await submitLogin(page, email);
}

/**
 * Waits until the service worker keeps the language files of `pages` (it fetches them one by
 * one after sign-in). Polled from here: waitForFunction does not wait for an async predicate.
 */
export async function languageFilesKept(page: Page, cacheName: string, pages: string[]) {
  const kept = () =>
    page.evaluate(
      async ({ name, wanted }) => {
        const keys = (await (await caches.open(name)).keys()).map((key) => key.url);
        return wanted.every((file) => keys.some((url) => url.includes(`/api/language/${file}?`)));
      },
      { name: cacheName, wanted: pages },
    );
  await expect.poll(kept, { timeout: TIMEOUTS.browserStep, interval: 200 }).toBe(true);
}

/**
 * Waits until the service worker holds the signed-in code of `pages` (their names in
 * src/app/signed-in-pages.ts) complete: it fetches it after the page says who signed in.
 */
export async function codeKept(page: Page, pages: string[]) {
  const kept = () =>
    page.evaluate(
      async ({ prefix, record }) => {
        for (const name of await caches.keys()) {
          if (!name.startsWith(prefix)) continue;
          const response = await (await caches.open(name)).match(record);
          if (response) return (await response.json()) as string[];
        }
        return [];
      },
      { prefix: CODE_CACHE, record: KEPT_PAGES_URL },
    );
  await expect
    .poll(kept, { timeout: TIMEOUTS.browserStep, interval: 200 })
    .toEqual(expect.arrayContaining(pages));
}

/** The paths of every file the service worker keeps, in any of its caches. */
export function workerKeeps(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys())
        paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}
