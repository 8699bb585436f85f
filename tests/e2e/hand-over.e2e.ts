/**
 * A device handed over (docs/decisions.md, "One person per device"): the screen goes first,
 * whatever the server does, and nothing of the person who left waits for an answer.
 */
import { loadavg } from 'node:os';
import type { Page, Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { LANGUAGE_CACHE } from '@/sw/rules';
import { languageFilesKept, newPage, sharedBrowser, signIn, signInShared } from './support/browser';

const browser = sharedBrowser();

/** Holds every request to `pattern` unanswered until the test ends; lists the paths held. */
async function holdRequests(page: Page, pattern: RegExp) {
  const held: Route[] = [];
  await page.route(pattern, (route) => void held.push(route));
  return held;
}

async function signOutFromMenu(page: Page) {
  await page.getByRole('button', { name: /Profielmenu/ }).click();
  await page.getByRole('button', { name: 'Uitloggen' }).click();
}

const loginShown = (page: Page) =>
  page.getByRole('heading', { name: 'Inloggen', level: 1 }).waitFor();

describe('signing out never waits for the server', () => {
  test('a shared device shows the sign-in page while GET /logout has not answered', async () => {
    const { page, context } = await newPage(browser());
    await signInShared(page);
    const logouts = await holdRequests(page, /\/logout$/);

    await page.getByRole('button', { name: /Profielmenu/ }).click();
    const started = Date.now();
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await loginShown(page);
    // Reported, not asserted (a busy machine is slow): docs/bench.md has the figure.
    console.info(
      `[hand-over] "Uitloggen" to the sign-in page, /logout unanswered: ${Date.now() - started} ms (load ${loadavg()[0].toFixed(1)})`,
    );

    // The sign-in page is there, the server not yet told: it says so, and the name is gone.
    expect(logouts.length).toBeGreaterThan(0);
    await expect(page.getByText('Lars Jansen').count()).resolves.toBe(0);
    await context.close();
  });

  test('a read that never answers does not hold the sign-out', async () => {
    const { page, context } = await newPage(browser());
    await signIn(page, 'lead@kaizen.demo');
    await page.waitForURL('**/home');
    const reads = await holdRequests(page, /\/api\/kaizen\/by-user\//);
    await page.goto('/my-kaizens');
    await expect.poll(() => reads.length).toBeGreaterThan(0);

    await signOutFromMenu(page);
    await loginShown(page);
    await context.close();
  });
});

describe('the sign-in page after a sign-out, from the service worker', () => {
  test('offline: the sign-in page in the user’s language, saying the server has not heard it yet', async () => {
    const { page, context, errors } = await newPage(browser(), { serviceWorkers: 'allow' });
    await signIn(page, 'lead@kaizen.demo');
    await page.waitForURL('**/home');
    await languageFilesKept(page, LANGUAGE_CACHE, ['auth.login']);

    await context.setOffline(true);
    await signOutFromMenu(page);

    await loginShown(page);
    await page.getByText('de server heeft dat nog niet ontvangen').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a language file planted in the worker’s cache is not shown to the next person', async () => {
    const { page, context } = await newPage(browser(), { serviceWorkers: 'allow' });
    await signIn(page, 'lead@kaizen.demo');
    await page.waitForURL('**/home');
    await languageFilesKept(page, LANGUAGE_CACHE, ['auth.login']);
    await page.evaluate(async (name) => {
      const cache = await caches.open(name);
      for (const key of await cache.keys()) {
        if (!key.url.includes('/api/language/auth.login')) continue;
        const text = await (await cache.match(key))!.text();
        const planted = text.replace('"Inloggen"', '"Geplant door de vorige gebruiker"');
        await cache.put(
          key,
          new Response(planted, { headers: { 'Content-Type': 'application/json' } }),
        );
      }
    }, LANGUAGE_CACHE);

    await signOutFromMenu(page);

    await loginShown(page);
    await expect(page.getByText('Geplant door de vorige gebruiker').count()).resolves.toBe(0);
    await context.close();
  });
});

describe('idle is idle', () => {
  test('a page left alone stops asking the server by itself, so its idle timeout can end the session', async () => {
    const { page, context } = await newPage(browser());
    // Counted in the page as each request is opened: the page's clock runs its timers at once,
    // and whatever they start is opened before the next evaluation.
    await page.addInitScript(() => {
      const proto = XMLHttpRequest.prototype;
      const open = Reflect.get(proto, 'open') as (this: XMLHttpRequest, ...args: unknown[]) => void;
      const page = window as unknown as { qekAsked: number };
      page.qekAsked = 0;
      Reflect.set(proto, 'open', function (this: XMLHttpRequest, ...args: unknown[]) {
        if (/\/api\/kaizen\/by-user\//.test(String(args[1]))) page.qekAsked += 1;
        open.apply(this, args);
      });
    });
    // The page's own clock: the bell's 2-minute checks and the idle time are run through.
    await page.clock.install();
    await signIn(page, 'lead@kaizen.demo');
    await page.waitForURL('**/home');
    await page.getByRole('button', { name: /^Meldingen/ }).waitFor();
    const asked = () => page.evaluate(() => (window as unknown as { qekAsked: number }).qekAsked);
    /** Runs the page's clock on in steps of the bell's interval; the requests made meanwhile. */
    const runMinutes = async (minutes: number) => {
      const before = await asked();
      for (let step = 0; step < minutes / 2; step += 1) {
        await page.clock.runFor(2 * 60_000);
        // Each check's answer, before the next is due.
        await page.waitForLoadState('networkidle');
      }
      return (await asked()) - before;
    };

    expect(await runMinutes(10), 'checked while in use').toBeGreaterThan(0);
    // Up to the idle time and past it: a check begun before it may still be answered or retried.
    await runMinutes(10);
    expect(await runMinutes(60), 'nothing asked in the hour after the idle time').toBe(0);

    const atIdle = await asked();
    await page.keyboard.press('Shift');
    await expect.poll(asked).toBe(atIdle + 1);
    await context.close();
  });
});

describe('focus and words when a page goes away', () => {
  test('after the idle countdown the focus is back in the field being typed in', async () => {
    const { page, context } = await newPage(browser());
    await page.clock.install();
    await signInShared(page);
    await page.goto('/kaizen');
    const field = page.getByRole('textbox', { name: 'Wat wilt u verbeteren?' });
    await field.fill('Een haak voor de kabels');

    // The shared device's default idle time is 5 minutes; the countdown is its last minute.
    await page.clock.fastForward('04:05');
    const stillHere = page.getByRole('button', { name: 'Ik ben er nog' });
    await stillHere.waitFor();
    await page.keyboard.press('Escape');

    await stillHere.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('improvement');
    await context.close();
  });

  test('a tab that followed another tab’s sign-out says why on its login page', async () => {
    const { page, context } = await newPage(browser());
    await signIn(page, 'lead@kaizen.demo');
    await page.waitForURL('**/home');
    const other = await context.newPage();
    await other.goto('/help/faq');
    await other.getByRole('heading', { level: 1 }).waitFor();

    await signOutFromMenu(page);

    await loginShown(other);
    await other.getByText('U bent uitgelogd in een ander tabblad van deze browser.').waitFor();
    await context.close();
  });
});

describe('where a sign-in returns to', () => {
  test('a sign-in page nested in redir_url lands on /home, not on a sign-in form', async () => {
    const { page, context } = await newPage(browser());
    const nested = new URLSearchParams({ redir_url: '/login?redir_url=//evil.example' });
    await signIn(page, 'lead@kaizen.demo', { from: `/login?${nested.toString()}` });

    await page.waitForURL('**/home');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await context.close();
  });
});
