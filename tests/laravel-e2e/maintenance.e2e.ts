import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, submitLogin } from '../e2e/support/browser';
import { TIMEOUTS } from '../timeouts';
import { artisan, startLaravel, type LaravelServer } from './support/laravel-server';

// An app of its own: putting it down would fail every other file's calls.
let server: LaravelServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startLaravel(), launchBrowser()]);
  const seeded = await fetch(`${server.baseUrl}/__test/reset`, { method: 'POST' });
  if (!seeded.ok) throw new Error(`seeding failed: ${seeded.status}`);
});

afterAll(async () => {
  await browser?.close();
  server?.stop();
});

/** A Dutch page on that app, with its service worker; nothing fetched ahead while idle. */
async function openPage(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    serviceWorkers: 'allow',
    locale: 'nl-NL',
    viewport: { width: 1280, height: 900 },
  });
  context.setDefaultTimeout(TIMEOUTS.browserStep);
  await context.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

// `php artisan down --retry=2`: Laravel answers 503 with `Retry-After: 2` (said when drawn).
const MAINTENANCE =
  /De applicatie is even in onderhoud\. We proberen het over [12] seconden? vanzelf opnieuw\./;

describe('maintenance mode (php artisan down) under an open tab', () => {
  test('says when it tries again, keeps the app on a reload, and comes back by itself', async () => {
    const { context, page, errors } = await openPage();
    await page.goto('/login');
    await submitLogin(page, 'lead@kaizen.demo');
    await page.waitForURL('**/home');
    // The worker serves the reload below only once it controls the page.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await artisan(server, 'down', '--retry=2');
    await page
      .getByRole('navigation', { name: 'Hoofdnavigatie' })
      .getByRole('link', { name: 'Goedgekeurd' })
      .click();
    await page.getByText(MAINTENANCE).waitFor();

    // Laravel answers the page itself with its English "Service Unavailable"; the worker
    // answers with the app, which says it in the user's language.
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await page.getByText(MAINTENANCE).waitFor();
    // Still where it was, signed in: maintenance says nothing of the session.
    expect(new URL(page.url()).pathname).toBe('/kaizen/approved');
    expect(await page.locator('html').getAttribute('lang')).toBe('nl');
    expect(await page.getByText('Service Unavailable').count()).toBe(0);

    await artisan(server, 'up');
    // No click: the page asks again when the server said to, and shows what it asked for.
    await page.getByRole('heading', { name: 'Goedgekeurde kaizens' }).waitFor();
    await page.getByText('Gereedschapsbord bij lijn 2').first().waitFor();
    expect(await page.getByText(MAINTENANCE).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
