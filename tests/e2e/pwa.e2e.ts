/**
 * Installable and offline (docs/decisions.md, "Installable, with a service worker"): the
 * manifest, the production service worker that precaches the sign-in page and keeps the code
 * of the pages the person signed in may open and the language files, and the "reload to
 * update" prompt.
 */
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { LANGUAGE_CACHE } from '@/sw/rules';
import { readManifest } from '../../scripts/bench/budgets.mjs';
import { BROWSER_DIST } from '../production-build';
import {
  codeKept,
  languageFilesKept,
  newPage,
  publishNewWorker,
  sharedBrowser,
  signIn,
  submitLogin,
  workerKeeps,
} from './support/browser';
import { fillKaizen } from './support/kaizens';

const browser = sharedBrowser();

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;

/** Waits until the app's worker is active and controls the page. */
async function controlled(page: Page): Promise<string> {
  await page.waitForFunction(
    () => navigator.serviceWorker.controller?.state === 'activated',
    null,
    { polling: 100 },
  );
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

describe('installable app with a service worker', () => {
  test("the manifest is linked, names the app, and its icons and the tab's icon load", async () => {
    const { page, context } = await newPage(browser());
    await page.goto('/login');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/build/manifest.webmanifest');
    const url = new URL(href ?? '', page.url());
    const manifest = (await (await page.request.get(url.href)).json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'Quick & Easy Kaizen',
      short_name: 'Kaizen',
      start_url: '/home',
      scope: '/',
      display: 'standalone',
      theme_color: '#cc0000',
    });
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    const themeMeta = await page.locator('meta[name="theme-color"]').getAttribute('content');
    expect(themeMeta).toBe(manifest.theme_color);

    const icons = await Promise.all(
      manifest.icons.map(async (icon) => {
        const response = await page.request.get(new URL(icon.src, url).href);
        expect(response.status(), icon.src).toBe(200);
        expect(response.headers()['content-type']).toBe(icon.type);
        expect(pngSize(await response.body()), icon.src).toBe(icon.sizes);
        return `${icon.sizes} ${icon.purpose ?? 'any'}`;
      }),
    );
    expect(icons).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );

    // The tab's icon is a PNG: Chromium draws an SVG favicon in a document of its own on the
    // page's main thread, and again at each navigation inside the app.
    const tabIcon = page.locator('link[rel="icon"]');
    const tabIconUrl = new URL((await tabIcon.getAttribute('href')) ?? '', page.url());
    const tabIconFile = await page.request.get(tabIconUrl.href);
    expect(tabIconFile.headers()['content-type']).toBe('image/png');
    expect(pngSize(await tabIconFile.body())).toBe(await tabIcon.getAttribute('sizes'));
    await context.close();
  });

  test('after a first visit the app works offline: a page never opened, and a reload', async () => {
    const { page, errors, context } = await newPage(browser(), { serviceWorkers: 'allow' });
    await signIn(page, 'lead@kaizen.demo');
    await page.waitForURL('**/home');
    expect(await controlled(page)).toMatch(/\/build\/sw\.js$/);
    // The approved list's language file and code were never asked for by this visit: the
    // worker fetched them.
    await languageFilesKept(page, LANGUAGE_CACHE, ['kaizen.index']);
    await codeKept(page, ['kaizen-list']);

    const fromNetwork: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      const kept = path.startsWith('/build/') || path.startsWith('/api/language/');
      if (kept && !response.fromServiceWorker()) fromNetwork.push(path);
    });
    await context.setOffline(true);
    await page.getByText('U bent offline. Wat u invult blijft bewaard').waitFor();
    const nav = page.getByRole('navigation', { name: 'Hoofdnavigatie' });
    // Clicked without pointing first (a tap), so nothing of the page was fetched ahead.
    await nav.getByRole('link', { name: 'Goedgekeurd' }).dispatchEvent('click');
    await page.getByRole('heading', { level: 1, name: 'Goedgekeurde kaizens' }).waitFor();
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);

    await page.goto('/home');
    // The app's own page (its offline bar), not the browser's "no internet" page.
    await page.getByText('U bent offline. Wat u invult blijft bewaard').waitFor();
    expect(await page.title()).toContain('Quick & Easy Kaizen');
    expect(fromNetwork).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a guest keeps the sign-in page; a sign-in, the code of the pages that person may open; a sign-out, everyone’s', async () => {
    const manifest = readManifest(resolve(BROWSER_DIST));
    const fileOf = (module: string) => `/build/${manifest[module].file}`;
    const code = {
      // The entry's chunk holds the sign-in page (vite.config.ts, `ENTRY_PAGE`).
      signIn: fileOf('index.html'),
      layout: fileOf('src/app/layouts/signed-in-layout.tsx'),
      lists: fileOf('src/features/kaizen/kaizen-list-page.tsx'),
      review: fileOf('src/features/kaizen/review/review-queue-page.tsx'),
      team: fileOf('src/features/teams/team-page.tsx'),
      users: fileOf('src/features/users/user-page.tsx'),
      company: fileOf('src/features/company/company-configurator-page.tsx'),
    };
    const kept = async (page: Page) => {
      const paths = new Set(await workerKeeps(page));
      return Object.entries(code).flatMap(([name, file]) => (paths.has(file) ? [name] : []));
    };
    const { page, errors, context } = await newPage(browser(), { serviceWorkers: 'allow' });
    await page.goto('/login');
    await controlled(page);
    expect(await kept(page)).toEqual(['signIn']);

    await submitLogin(page, 'lead@kaizen.demo');
    await codeKept(page, ['kaizen-list', 'review-queue', 'team']);
    expect(await kept(page)).toEqual(['signIn', 'layout', 'lists', 'review', 'team']);

    await page.getByRole('button', { name: /Profielmenu/ }).click();
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await page.waitForURL('**/login');
    // What every signed-in user may open stays; what only the lead might, goes.
    await expect.poll(() => kept(page)).toEqual(['signIn', 'layout', 'lists']);

    await submitLogin(page, 'employee@kaizen.demo');
    await codeKept(page, ['kaizen-list', 'kaizen-form']);
    expect(await kept(page)).toEqual(['signIn', 'layout', 'lists']);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a new version is offered, and waits while a field holds unsaved input', async () => {
    const { page, errors, context } = await newPage(browser(), { serviceWorkers: 'allow' });
    await signIn(page, 'lead@kaizen.demo');
    await page.waitForURL('**/home');
    const first = await controlled(page);
    const nav = page.getByRole('navigation', { name: 'Hoofdnavigatie' });
    await nav.getByRole('link', { name: 'Nieuwe kaizen' }).click();
    const form = page.getByRole('region', { name: 'Nieuwe kaizen' });
    await fillKaizen(form, { Titel: 'Half getypt' });
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    await publishNewWorker();
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/');
      await registration?.update();
    });
    const prompt = page.getByRole('status').filter({ hasText: 'Nieuwe versie' });
    await prompt.getByText('Er is een nieuwe versie. Herladen om bij te werken.').waitFor();

    await prompt.getByRole('button', { name: 'Herladen' }).click();
    await prompt.getByText('U heeft nog niet-opgeslagen invoer op deze pagina.').waitFor();
    expect(await page.evaluate(() => '__sameDocument' in window), 'not reloaded').toBe(true);
    await expect(
      form.getByRole('textbox', { name: 'Titel', exact: true }).inputValue(),
    ).resolves.toBe('Half getypt');
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(first);

    // Once the form is left, the same button updates.
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL('**/home');
    await prompt.getByRole('button', { name: 'Herladen' }).click();
    await page.waitForFunction(() => !('__sameDocument' in window));
    await controlled(page);
    const waiting = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration('/'))?.waiting ?? null,
    );
    expect(waiting).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});
