import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newPage, sharedBrowser, signIn } from './support/browser';

const browser = sharedBrowser();

const HOME_CHUNK = /\/build\/assets\/home-page-[^/]+\.js$/;

/** Signs in as the lead on /help/faq, so /home's code has not been fetched yet. */
async function leadOnFaq() {
  const opened = await newPage(browser());
  await signIn(opened.page, 'lead@kaizen.demo', { from: '/login?redir_url=%2Fhelp%2Ffaq' });
  await opened.page.waitForURL('**/help/faq');
  return opened;
}

function countDocumentLoads(page: Page) {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      loads.push(request.url());
  });
  return loads;
}

describe('fault drills', () => {
  test("a page's code that fails to load once reloads the page once, then works", async () => {
    const { page, context } = await leadOnFaq();
    let failures = 0;
    await page.route(HOME_CHUNK, (route) => {
      if (failures === 0) {
        failures += 1;
        return route.abort('failed');
      }
      return route.continue();
    });
    const loads = countDocumentLoads(page);
    await page.goto('/home');
    await page
      .getByRole('navigation', { name: 'Kruimelpad' })
      .or(page.locator('main h1'))
      .first()
      .waitFor();
    await page.waitForLoadState('networkidle');
    expect(failures).toBe(1);
    expect(loads).toHaveLength(2);
    expect(await page.getByText('Oops...').count()).toBe(0);
    await context.close();
  });

  test("a page's code that fails twice shows the error page, whose retry opens the page", async () => {
    const { page, context } = await leadOnFaq();
    await page.route(HOME_CHUNK, (route) => route.abort('failed'));
    const loads = countDocumentLoads(page);
    await page.goto('/home');
    // Spec §2: one reload, then the error is raised: the error page, with a way forward.
    await page.getByRole('heading', { name: 'Helaas...' }).waitFor();
    expect(loads).toHaveLength(2);
    await expect(page.getByRole('link', { name: 'Naar home' }).isVisible()).resolves.toBe(true);

    await page.unroute(HOME_CHUNK);
    await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(loads).toHaveLength(2);
    await context.close();
  });

  test('a 423 answer shows the locked page in our words and the server message', async () => {
    const { page, context } = await leadOnFaq();
    await page.route('**/api/language/home.home*', (route) =>
      route.fulfill({
        status: 423,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Vergrendeld door beheer' }),
      }),
    );
    await page.goto('/home');
    // The language files are what answer 423 here, so the page speaks in its built-in Dutch.
    await page.getByText('Foutcode 423').waitFor();
    await expect(page.getByRole('heading', { name: 'Helaas...' }).isVisible()).resolves.toBe(true);
    await expect(
      page.getByText('Dit onderdeel is vergrendeld en kan nu niet worden gewijzigd.').isVisible(),
    ).resolves.toBe(true);
    // Spec §2: the server's own words too, when they are written for people.
    await expect(page.getByText('Vergrendeld door beheer').isVisible()).resolves.toBe(true);
    await context.close();
  });

  test('an HTML page instead of JSON shows an error page, not a blank screen', async () => {
    const { page, context } = await leadOnFaq();
    await page.route('**/api/language/home.home*', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><html><body>Proxy error</body></html>',
      }),
    );
    await page.goto('/home');
    await page.getByRole('heading', { name: 'Helaas...' }).waitFor();
    expect(await page.getByText('Proxy error').count()).toBe(0);
    await context.close();
  });
});
