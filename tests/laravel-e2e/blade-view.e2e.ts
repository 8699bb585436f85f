import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TIMEOUTS } from '../timeouts';
import { launchBrowser, submitLogin } from '../e2e/support/browser';
import { CSP, watchCsp } from '../e2e/support/csp';
import { startLaravel, type LaravelServer } from './support/laravel-server';

/**
 * docs/deploy.md, section 13: the reference app with QEK_SHELL=blade answers the
 * app's routes with resources/views/app.blade.php, which loads the build through `@vite` and
 * the build's Laravel manifest (manifest.json). One page: the view, its policy, a sign-in.
 */
let server: LaravelServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startLaravel({ QEK_SHELL: 'blade' }), launchBrowser()]);
  const reset = await fetch(`${server.baseUrl}/__test/reset`, { method: 'POST' });
  if (!reset.ok) throw new Error(`POST /__test/reset failed: ${reset.status}`);
});

afterAll(async () => {
  await browser?.close();
  server?.stop();
});

describe('the app through a Blade view and @vite', () => {
  test('the view loads the build under the policy, and a sign-in reaches the dashboard', async () => {
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      serviceWorkers: 'block',
      locale: 'nl-NL',
    });
    context.setDefaultTimeout(TIMEOUTS.browserStep);
    const page = await context.newPage();
    const csp = await watchCsp(context, page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    const response = await page.goto('/login');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toBe(CSP);
    // @vite's tags carry Laravel's asset() URLs (index.html's are /build/...), and the entry's
    // stylesheet is the one the app switches on before its first page.
    const entryStyle = page.locator('link[rel="stylesheet"][data-qek-entry-style]');
    expect(await entryStyle.getAttribute('href')).toMatch(
      new RegExp(`^${server.baseUrl}/build/assets/index-[\\w-]+\\.css$`),
    );

    await submitLogin(page, 'lead@kaizen.demo');
    await page.waitForURL('**/home');
    const waiting = page.getByRole('region', { name: 'Wacht op uw besluit, oudste eerst' });
    await waiting.getByRole('link', { name: 'Etiketten op de stellingen' }).waitFor();
    expect(await entryStyle.getAttribute('media')).toBe('all');
    // The loading frame's inline style and script ran under the policy's hashes, and made way.
    expect(await page.locator('#qek-frame').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.dataset.qekFrame)).toBe('card');
    expect(csp.violations).toEqual([]);
    expect(csp.consoleErrors).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
