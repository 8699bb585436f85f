import type { Page, Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newPage, sharedBrowser, signIn } from './support/browser';
import { visitSettled } from './support/settled';

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
    // Fails in the first document only: a preload of the same code (a link that came to lie
    // under the resting pointer) must not use up the one failure the page's load should meet.
    const loads = countDocumentLoads(page);
    await page.route(HOME_CHUNK, (route) => {
      if (loads.length < 2) {
        failures += 1;
        return route.abort('failed');
      }
      return route.continue();
    });
    await page.goto('/home');
    await page
      .getByRole('navigation', { name: 'Kruimelpad' })
      .or(page.locator('main h1'))
      .first()
      .waitFor();
    await page.waitForLoadState('networkidle');
    expect(failures).toBeGreaterThanOrEqual(1);
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

const FOREIGN_IMAGE = 'http://evil.example/x.png';

/** Every `key` in a JSON answer, at any depth, rewritten by `change`. */
function rewrite(value: unknown, key: string, change: (old: unknown) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => rewrite(item, key, change));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, item]) => [
      name,
      name === key ? change(item) : rewrite(item, key, change),
    ]),
  );
}

/** Answers with the server's own JSON, with `edit` applied. */
async function edited(route: Route, edit: (body: unknown) => unknown) {
  const response = await route.fetch();
  await route.fulfill({ response, json: edit(await response.json()) });
}

describe('images from hosts the deployment does not trust', () => {
  test('a foreign picture, logo and rich-text image are never requested; the placeholder shows', async () => {
    // Without the page's policy, whose img-src would block the host for the app: the app must
    // not ask for such an image by itself (a deployment may allow a CDN there).
    const { page, context } = await newPage(browser(), { bypassCsp: true });
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname === 'evil.example') foreign.push(request.url());
    });
    await page.route('http://evil.example/**', (route) =>
      route.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      }),
    );
    await page.route('**/api/user', (route) =>
      edited(route, (body) =>
        rewrite(
          rewrite(body, 'picture_src', () => FOREIGN_IMAGE),
          'logo_src',
          () => FOREIGN_IMAGE,
        ),
      ),
    );
    await page.route('**/crud/update', (route) =>
      edited(route, (body) =>
        rewrite(
          body,
          'body',
          (html) =>
            `<p>Foto van buiten: <img src="${FOREIGN_IMAGE}" alt="extern"> einde</p>${String(html)}`,
        ),
      ),
    );
    await signIn(page, 'lead@kaizen.demo');
    await visitSettled(page, '/help/about');

    await page.getByText('Foto van buiten: einde').first().waitFor();
    expect(await page.locator('main img[alt="extern"]').count()).toBe(0);
    expect(await page.locator('.top-bar__logo').count()).toBe(0);
    const picture = page.locator('.profile-menu__picture');
    expect(await picture.getAttribute('src')).toBe('/build/images/avatar-placeholder.png');
    expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
      0,
    );
    expect(foreign).toEqual([]);
    await context.close();
  });
});
