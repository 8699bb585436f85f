/**
 * A shared device whose last tab was closed without signing out (docs/decisions.md, "Shared-device
 * mode"): the next document asks who is there before it shows anything of the
 * person who left; a reload of an open tab, and a personal device, go on as before.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { TIMEOUTS } from '../timeouts';
import { newPage, PASSWORD, sharedBrowser, signInShared, submitLogin } from './support/browser';
import { fillKaizen } from './support/kaizens';

const browser = sharedBrowser();

const WAIT = { timeout: TIMEOUTS.browserStep };
const LEAD = 'Lars Jansen';
const TITLE = 'Kapotte lamp boven de zaagbank';

/** Closes every page of the context and opens `path` in a new one, as a new tab would. */
async function reopen(context: BrowserContext, path: string): Promise<Page> {
  const next = await context.newPage();
  for (const page of context.pages()) if (page !== next) await page.close();
  await next.goto(path);
  return next;
}

const dashboard = (page: Page) => page.getByRole('heading', { name: 'Dashboard', level: 1 });
const question = (page: Page) => page.getByRole('heading', { name: `Bent u ${LEAD}?` });

/** True while `text` is anywhere in the document (hidden or not). */
const holds = (page: Page, text: string) =>
  page.evaluate((wanted) => document.body.textContent?.includes(wanted) ?? false, text);

/** localStorage, sessionStorage and the vault's records, as text. */
const storedText = (page: Page) =>
  page.evaluate(async () => {
    const vault = await new Promise<string>((resolve) => {
      const request = indexedDB.open('qek-vault');
      request.onerror = () => resolve('');
      request.onsuccess = () => {
        const db = request.result;
        const stores = [...db.objectStoreNames];
        if (stores.length === 0) return resolve('');
        const found: unknown[] = [];
        const transaction = db.transaction(stores, 'readonly');
        for (const store of stores) {
          const all = transaction.objectStore(store).getAll();
          all.onsuccess = () => found.push(...(all.result as unknown[]));
        }
        transaction.oncomplete = () => resolve(JSON.stringify(found));
      };
    });
    return JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + vault;
  });

describe('a closed tab on a shared device', () => {
  test('the next tab asks who is there; "Ik ben iemand anders" gives an empty sign-in form', async () => {
    const { page, context, errors } = await newPage(browser());
    await signInShared(page);
    await dashboard(page).waitFor();

    const next = await reopen(context, '/home');
    await question(next).waitFor();
    expect(await dashboard(next).count()).toBe(0);
    expect(await next.getByRole('button', { name: /Profielmenu/ }).count()).toBe(0);

    await next.getByRole('button', { name: 'Ik ben iemand anders' }).click();
    const login = next.getByLabel('E-mailadres of gebruikersnaam');
    await expect.poll(() => login.inputValue(), WAIT).toBe('');
    await expect
      .poll(() => login.evaluate((field) => field === document.activeElement), WAIT)
      .toBe(true);
    expect(await holds(next, LEAD)).toBe(false);
    expect(await storedText(next)).not.toContain(LEAD);
    // Signed out, as the idle sign-out does: the server hears it too.
    await expect
      .poll(
        async () =>
          (
            await next.request.get('/api/user', { headers: { Accept: 'application/json' } })
          ).status(),
        WAIT,
      )
      .not.toBe(200);
    // The name is asked once: the sign-in page opened again does not ask it.
    await next.reload();
    await login.waitFor();
    expect(await holds(next, LEAD)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('"Ja, ga verder" asks for the password and gives the sealed work back', async () => {
    const { page, context, errors } = await newPage(browser());
    await signInShared(page);
    await page.goto('/kaizen');
    const form = page.getByRole('region', { name: 'Nieuwe kaizen' });
    await fillKaizen(form, { Titel: TITLE });
    await expect.poll(() => storedText(page), WAIT).toContain(TITLE);

    const next = await reopen(context, '/kaizen');
    await question(next).waitFor();
    expect(await holds(next, TITLE)).toBe(false);
    // Sealed while nobody answered: nothing of it is readable on the device.
    expect(await storedText(next)).not.toContain(TITLE);

    await next.getByRole('button', { name: 'Ja, ga verder' }).click();
    const password = next.getByLabel('Wachtwoord', { exact: true });
    await expect
      .poll(() => password.evaluate((field) => field === document.activeElement), WAIT)
      .toBe(true);
    expect(await next.getByLabel('E-mailadres of gebruikersnaam').inputValue()).toBe(
      'lead@kaizen.demo',
    );
    await password.fill(PASSWORD);
    await next.getByRole('button', { name: 'Inloggen' }).click();
    await next.waitForURL('**/kaizen');
    const restored = next.getByRole('region', { name: 'Nieuwe kaizen' });
    await restored.getByRole('heading', { name: 'Concept hersteld' }).waitFor();
    expect(await restored.getByRole('textbox', { name: 'Titel', exact: true }).inputValue()).toBe(
      TITLE,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a reload of the open tab, and a tab opened beside it, do not ask', async () => {
    const { page, context, errors } = await newPage(browser());
    await signInShared(page);
    await dashboard(page).waitFor();

    await page.reload();
    await dashboard(page).waitFor();
    expect(await question(page).count()).toBe(0);

    const beside = await context.newPage();
    await beside.goto('/home');
    await dashboard(beside).waitFor();
    // That tab is now one the device was signed in on: alone, its reload does not ask either.
    await page.close();
    await beside.reload();
    await dashboard(beside).waitFor();
    expect(await question(beside).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a personal device', () => {
  test('a new tab after the last one was closed opens /home as before', async () => {
    const { page, context, errors } = await newPage(browser());
    await page.goto('/login');
    await submitLogin(page, 'lead@kaizen.demo');
    await dashboard(page).waitFor();

    const next = await reopen(context, '/home');
    await dashboard(next).waitFor();
    expect(await question(next).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
