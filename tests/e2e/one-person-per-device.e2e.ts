import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newPage, sharedBrowser, signIn, submitLogin } from './support/browser';

// A shared shop-floor tablet: one browser profile, several people in a shift. Each drill is a
// way one person's session or data could reach the next (docs/decisions.md, "One person per
// device"), against the production build and the demo server's real sessions.

const browser = sharedBrowser({ backForwardCache: true });

const LEAD = 'Lars Jansen';
const EMPLOYEE = 'Emma Bakker';

async function signOutByMenu(page: Page) {
  await page.getByRole('button', { name: /Profielmenu/ }).click();
  await page
    .getByRole('button', { name: 'Uitloggen' })
    .or(page.getByRole('menuitem', { name: 'Uitloggen' }))
    .click();
}

/** Who the server says this browser is signed in as. */
async function serverUser(page: Page): Promise<string | number> {
  const response = await page.request.get('/api/user', { headers: { Accept: 'application/json' } });
  if (!response.ok()) return response.status();
  return ((await response.json()) as { email: string }).email;
}

/** Opens the approved list through the navigation: an entry of the same document. */
async function openApprovedList(page: Page) {
  await page
    .getByRole('navigation', { name: 'Hoofdnavigatie' })
    .getByRole('link', { name: 'Goedgekeurd' })
    .click();
  await page.waitForURL('**/kaizen/approved*');
  await page.getByRole('table').or(page.getByRole('list')).first().waitFor();
}

/** How many answers the device keeps for a reload (src/lib/kept-lists.ts), in the page. */
async function keptAnswers(atLeast: number): Promise<boolean> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('qek-kept', 1);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('open failed'));
  });
  try {
    if (!db.objectStoreNames.contains('lists')) return false;
    const count = await new Promise<number>((resolve, reject) => {
      const request = db.transaction('lists').objectStore('lists').count();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('count failed'));
    });
    return count >= atLeast;
  } finally {
    db.close();
  }
}

/** True while `text` is anywhere on the page (hidden or not). */
const holds = (page: Page, text: string) =>
  page.evaluate((wanted) => document.body.textContent?.includes(wanted) ?? false, text);

const PENDING = /server heeft dat nog niet ontvangen/;

describe('one person per device', () => {
  test("a sign-out in one tab takes the user off every tab; a sign-in shows the new user's session", async () => {
    const first = await newPage(browser());
    await signIn(first.page, 'lead@kaizen.demo');
    const second = await first.context.newPage();
    await second.goto('/kaizen/approved');
    await second.getByRole('heading', { level: 1 }).waitFor();
    expect(await holds(second, LEAD)).toBe(true);

    await signOutByMenu(first.page);
    await first.page.waitForURL('**/login');
    await second.waitForURL('**/login*');
    expect(await holds(second, LEAD)).toBe(false);

    await submitLogin(first.page, 'employee@kaizen.demo');
    await second.waitForURL((url) => url.pathname !== '/login');
    await second.getByRole('button', { name: `Profielmenu van ${EMPLOYEE}` }).waitFor();
    expect(await holds(second, LEAD)).toBe(false);
    expect(first.errors).toEqual([]);
    await first.context.close();
  });

  test('signing out without a connection says so, never reopens the account and finishes once online', async () => {
    const { page, context, errors } = await newPage(browser());
    await signIn(page, 'lead@kaizen.demo');
    // The sign-out request finds no connection; everything else still works.
    await page.route('**/logout', (route) => route.abort('internetdisconnected'));

    await signOutByMenu(page);
    await page.waitForURL('**/login');
    await page.getByText(PENDING).waitFor();
    expect(await serverUser(page)).toBe('lead@kaizen.demo');

    // Opening the app again does not reopen the account the server still holds.
    await page.goto('/home');
    await page.waitForURL('**/login*');
    await page.getByText(PENDING).waitFor();
    expect(await holds(page, LEAD)).toBe(false);

    // Back online: the owed sign-out goes out by itself, and the notice goes.
    await page.unroute('**/logout');
    const sent = page.waitForResponse((response) => new URL(response.url()).pathname === '/logout');
    await context.setOffline(true);
    await context.setOffline(false);
    expect((await sent).ok()).toBe(true);
    await page.getByText(PENDING).waitFor({ state: 'detached' });
    expect(await serverUser(page)).toBe(401);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('Back after signing out never shows the previous user, also from the back/forward cache', async () => {
    const { page, context, errors } = await newPage(browser());
    // Marks in this tab's sessionStorage when the back/forward cache restored a page.
    // Else why the browser loaded the page afresh, to say so when the drill fails.
    await context.addInitScript(() =>
      window.addEventListener('pageshow', (event) => {
        if (event.persisted) sessionStorage.setItem('drill-restored', '1');
        const [entry] = performance.getEntriesByType('navigation');
        const reasons = entry && 'notRestoredReasons' in entry ? entry.notRestoredReasons : null;
        if (reasons) sessionStorage.setItem('drill-not-restored', JSON.stringify(reasons));
      }),
    );
    await signIn(page, 'lead@kaizen.demo');
    await page.getByRole('button', { name: `Profielmenu van ${LEAD}` }).waitFor();
    // A request still out as the page goes keeps it out of the cache: the dashboard's reads,
    // also those after its first paint (the notifications), are answered first.
    await page.getByRole('button', { name: /^Meldingen/ }).waitFor();
    await page.waitForLoadState('networkidle');
    // So is a write to the device under way: the team's list, the company and the lead's own
    // kaizens are kept for a reload (src/lib/kept-queries.ts) once their answers are in.
    await page.waitForFunction(keptAnswers, 3);
    // A new document: the dashboard's goes into the back/forward cache, the lead's name on it.
    await page.goto('/kaizen/approved');
    await page.getByRole('heading', { level: 1 }).waitFor();

    await signOutByMenu(page);
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Inloggen' }).waitFor();
    // A page restored from the cache fires no load event.
    await page.goBack({ waitUntil: 'commit' });

    // Whatever the browser brought back shows nothing of the lead, and it ends at the login page.
    expect(await page.getByText(LEAD).first().isVisible()).toBe(false);
    await page.waitForURL('**/login*');
    await page.getByRole('heading', { name: 'Inloggen' }).waitFor();
    expect(await holds(page, LEAD)).toBe(false);
    const cached = await page.evaluate(() => ({
      restored: sessionStorage.getItem('drill-restored'),
      notRestored: sessionStorage.getItem('drill-not-restored'),
    }));
    expect(cached, 'the page came back from the back/forward cache').toEqual({
      restored: '1',
      notRestored: null,
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  test('Back while the login page still loads never shows the previous list', async () => {
    const { page, context, errors } = await newPage(browser());
    await signIn(page, 'lead@kaizen.demo');
    // A document that never drew the login page: its code and texts load only at sign-out.
    await page.goto('/home');
    await openApprovedList(page);
    // The login page's language file is held back: the page stays loading.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/language/auth.login*', async (route) => {
      await held;
      await route.continue();
    });

    await signOutByMenu(page);
    await page.waitForURL('**/login');
    await page.goBack({ waitUntil: 'commit' });
    release();

    await page.waitForURL('**/login*');
    await page.getByRole('heading', { name: 'Inloggen' }).waitFor();
    expect(await holds(page, LEAD)).toBe(false);
    expect(await page.getByRole('table').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
