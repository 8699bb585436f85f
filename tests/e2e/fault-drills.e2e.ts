/**
 * Faults injected into the product's real calls in Chromium, each drill fencing one way a user
 * gets stuck: a failure that sticks, work lost to a session expiry, stored state that crashes a
 * screen, client and server counting differently, a reload loop (docs/decisions.md, "One load
 * cache", "Work kept over a session expiry", "Stored values through one reader", "A write is
 * done once, however often it is sent", "Page code through loaders, not React Router's `lazy`").
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newPage, sharedBrowser, signIn, submitLogin } from './support/browser';
import { fillKaizen, kaizenField } from './support/kaizens';

const browser = sharedBrowser();

const HOME_CHUNK = /\/build\/assets\/home-page-[^/]+\.js$/;

function countDocumentLoads(page: Page) {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      loads.push(request.url());
  });
  return loads;
}

/** Answers the first request of `route` with `fault`, and lets every later one through. */
function failOnce(fault: (route: Route) => Promise<void>) {
  let failed = 0;
  const handler = (route: Route) => {
    if (failed > 0) return route.continue();
    failed += 1;
    return fault(route);
  };
  return { handler, failed: () => failed };
}

describe('fault drills: failures that stick, lost work, unreadable storage, miscounts', () => {
  test("the login page's language file answered 500 once: one retry, no reload, and sign-in works in that tab", async () => {
    const { page, context, errors } = await newPage(browser());
    const once = failOnce((route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Server Error' }),
      }),
    );
    await page.route('**/api/language/auth.login*', once.handler);
    const loads = countDocumentLoads(page);
    await page.goto('/login');

    await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await submitLogin(page, 'lead@kaizen.demo');

    await page.waitForURL('**/home');
    expect(once.failed()).toBe(1);
    expect(loads).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("a page's language file answered with an HTML 200 once: our words without 'Foutcode 200', then one retry", async () => {
    const { page, context } = await newPage(browser());
    await signIn(page, 'lead@kaizen.demo', { from: '/login?redir_url=%2Fhelp%2Ffaq' });
    await page.waitForURL('**/help/faq');
    const once = failOnce((route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><html><body>Proxy login</body></html>',
      }),
    );
    await page.route('**/api/language/home.home*', once.handler);
    const loads = countDocumentLoads(page);
    await page.goto('/home');

    const retry = page.getByRole('button', { name: 'Opnieuw proberen' });
    await retry.waitFor();
    expect(await page.getByText(/Foutcode 200/).count()).toBe(0);
    expect(await page.getByText('Proxy login').count()).toBe(0);
    await retry.click();

    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(loads).toHaveLength(1);
    await context.close();
  });

  test("a stored draft whose date cannot be read still opens 'Nieuwe kaizen' with its text", async () => {
    const { page, context, errors } = await newPage(browser());
    await signIn(page, 'lead@kaizen.demo', { from: '/login?redir_url=%2Fkaizen' });
    await page.waitForURL('**/kaizen');
    const form = page.getByRole('region', { name: 'Nieuwe kaizen' });
    await fillKaizen(form, { Titel: 'Etiketten op de rolcontainers' });
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('admin_storage') ?? ''))
      .toContain('Etiketten op de rolcontainers');

    // What another version of the app, or a damaged device, may have left behind.
    await page.evaluate(() => {
      const stored = localStorage.getItem('admin_storage') ?? '';
      localStorage.setItem(
        'admin_storage',
        stored.replace(/"savedAt":"[^"]*"/g, '"savedAt":"gisteren"'),
      );
    });
    await page.reload();

    const restored = page.getByRole('region', { name: 'Nieuwe kaizen' });
    await restored.getByRole('heading', { name: 'Concept hersteld' }).waitFor();
    await expect(
      restored.getByRole('textbox', { name: 'Titel', exact: true }).inputValue(),
    ).resolves.toBe('Etiketten op de rolcontainers');
    expect(await page.getByText('Oops...').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a text with line breaks is counted as it is sent: over the limit is said before sending, at the limit is saved', async () => {
    const { page, context } = await newPage(browser());
    await signIn(page, 'lead@kaizen.demo', { from: '/login?redir_url=%2Fkaizen' });
    await page.waitForURL('**/kaizen');
    const form = page.getByRole('region', { name: 'Nieuwe kaizen' });
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /^\/api\/kaizen\/?$/.test(new URL(request.url()).pathname))
        posts.push(request.url());
    });
    await fillKaizen(form, {
      Titel: 'Kortere omsteltijd lijn 2',
      Verbetering: 'Vaste gereedschapsplank.',
    });
    const problem = await kaizenField(form, 'Huidige situatie');
    const text = (widths: (index: number) => number) =>
      Array.from({ length: 100 }, (_, index) => `${index}`.padEnd(widths(index), '.')).join('\n');
    // 5000 characters in the field (99 of them line breaks), 5099 once each is sent as CR LF.
    await problem.fill(text((index) => (index === 0 ? 50 : 49)));

    await form.getByRole('button', { name: 'Indienen' }).click();
    await form.getByText('5099 van 5000 tekens').waitFor();
    await form.getByText('Gebruik hoogstens 5000 tekens.').first().waitFor();
    expect(posts).toEqual([]);

    // 4901 characters in the field, exactly 5000 as sent.
    await problem.fill(text((index) => (index < 2 ? 49 : 48)));
    await form.getByText('5000 van 5000 tekens').waitFor();
    await form.getByRole('button', { name: 'Indienen' }).click();
    await page.getByRole('heading', { name: 'Uw kaizen is ingediend', level: 1 }).waitFor();
    expect(posts).toHaveLength(1);
    await context.close();
  });

  // Blocked: every use of sessionStorage throws (a browser that blocks storage for the site).
  // Full: it reads, but every write throws (its quota is used up), so "reloaded once" cannot be
  // kept: nothing may be reloaded then, or each load would find "no reload yet" for ever.
  const storageFaults = {
    blocked: () => {
      Object.defineProperty(window, 'sessionStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    },
    full: () => {
      const write = Object.getOwnPropertyDescriptor(Storage.prototype, 'setItem')?.value as (
        this: Storage,
        key: string,
        value: string,
      ) => void;
      Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
        if (this === window.sessionStorage) {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        }
        write.call(this, key, value);
      };
    },
  };

  test.each(Object.keys(storageFaults) as (keyof typeof storageFaults)[])(
    'page code that cannot load while sessionStorage is %s shows the error page and never reloads in a loop',
    async (storage) => {
      const { page, context } = await newPage(browser());
      await signIn(page, 'lead@kaizen.demo', { from: '/login?redir_url=%2Fhelp%2Ffaq' });
      await page.waitForURL('**/help/faq');
      await context.addInitScript(storageFaults[storage]);
      await page.route(HOME_CHUNK, (route) => route.abort('failed'));
      const loads = countDocumentLoads(page);

      await page.goto('/home');

      await page.getByRole('heading', { name: 'Helaas...' }).waitFor();
      await page.waitForLoadState('networkidle');
      // The visit itself, and no reload: the "reloaded once" mark cannot be kept.
      expect(loads).toHaveLength(1);
      await page.unroute(HOME_CHUNK);
      await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      expect(loads).toHaveLength(1);
      await context.close();
    },
  );
});
