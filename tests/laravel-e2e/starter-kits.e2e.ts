import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, signIn } from '../e2e/support/browser';
import { TIMEOUTS } from '../timeouts';
import { openPage, resetLaravel } from './support/laravel';
import { startLaravel, type LaravelServer } from './support/laravel-server';

let browser: Browser | undefined;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The sign-in POSTs the page sends, counted as the browser sends them. */
function countSignIns(page: Page): () => number {
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/login') sent += 1;
  });
  return () => sent;
}

const OWED_SIGN_OUT = /nog niet ontvangen|uitloggen geweigerd/;
const WAIT = { timeout: TIMEOUTS.browserStep, interval: 200 };

// The reference app with a starter kit's session routes (tests/laravel/routes/starter-kits.php):
// Breeze's API stack answers the sign-in with 204 No Content, Fortify with {"two_factor":
// false}; both take only POST /logout, so a GET gets the app's index.html.
describe.each(['breeze', 'fortify'])('Laravel with %s’s session routes', (stack) => {
  let server: LaravelServer | undefined;
  beforeAll(async () => {
    server = await startLaravel({ QEK_STACK: stack });
    await resetLaravel(server.baseUrl);
  });
  afterAll(() => server?.stop());

  test('signs in with one request and out for real: the server session is gone', async () => {
    if (!browser || !server) throw new Error('started in beforeAll');
    const { page, context, errors } = await openPage(browser, { baseUrl: server.baseUrl });
    const signIns = countSignIns(page);

    await signIn(page, 'lead@kaizen.demo');
    // The kits' sign-in leaves the session's team to the app: the user picks it.
    await page
      .getByRole('list', { name: 'Uw teams' })
      .getByRole('button', { name: 'Productie' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(signIns()).toBe(1);

    await page.getByRole('button', { name: /Profielmenu/ }).click();
    await page
      .getByRole('button', { name: 'Uitloggen' })
      .or(page.getByRole('menuitem', { name: 'Uitloggen' }))
      .click();
    await page.waitForURL((url) => url.pathname === '/login');
    // The sign-in page comes first; the server hears the sign-out once it is painted.
    await expect.poll(() => page.request.get('/verified').then((r) => r.json()), WAIT).toBe(false);
    const user = await page.request.get('/api/user', { headers: { Accept: 'application/json' } });
    expect(user.status()).toBe(401);
    // The server may end the session before the page has read its answer: the sign-out is no
    // longer owed once it has.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('qek_sign_out_pending')), WAIT)
      .toBeNull();
    expect(await page.getByText(OWED_SIGN_OUT).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
