import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newPage, PASSWORD, sharedBrowser } from './support/browser';
import { fillKaizen } from './support/kaizens';

// A shop-floor tablet: shared-device mode chosen at sign-in, the idle time run out on the page's
// own clock (Playwright's), and what the profile holds read back from the page itself.

const browser = sharedBrowser();
const TITLE = 'Etiketten op de stellingen bij de pers';
const SHOTS = 'screenshots';
const WIDTHS = [1280, 390];

async function shoot(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function signInShared(page: Page) {
  await page.getByLabel('E-mailadres of gebruikersnaam').fill('lead@kaizen.demo');
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  const shared = page.getByLabel('Gedeeld apparaat (bijv. een tablet op de werkvloer)');
  if (!(await shared.isChecked())) await shared.check();
  await page.getByLabel('Automatisch uitloggen na').selectOption({ label: '2 minuten' });
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** localStorage, sessionStorage and every IndexedDB record of the origin, as searchable text. */
function profileText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const decode = (value: unknown): unknown => {
      if (value instanceof ArrayBuffer) return new TextDecoder().decode(value);
      if (ArrayBuffer.isView(value)) return new TextDecoder().decode(value);
      return value;
    };
    const text = (value: unknown) => JSON.stringify(value, (_key, inner: unknown) => decode(inner));
    const dump = (name: string) =>
      new Promise<string>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onerror = () => reject(new Error(`cannot open ${name}`));
        request.onsuccess = () => {
          const db = request.result;
          const stores = [...db.objectStoreNames];
          if (stores.length === 0) {
            db.close();
            resolve('');
            return;
          }
          const found: unknown[] = [];
          const transaction = db.transaction(stores, 'readonly');
          for (const store of stores) {
            const all = transaction.objectStore(store).getAll();
            all.onsuccess = () => found.push(...(all.result as unknown[]));
          }
          transaction.oncomplete = () => {
            db.close();
            resolve(found.map(text).join(' '));
          };
        };
      });
    const databases = (await indexedDB.databases()).flatMap((db) => (db.name ? [db.name] : []));
    const stored = await Promise.all(databases.map(dump));
    return [text({ ...localStorage }), text({ ...sessionStorage }), ...stored].join(' ');
  });
}

/** The versions of the sealed parts in the vault: 2 is argon2id (WebAssembly, under the CSP). */
function sealedVersions(page: Page): Promise<unknown[]> {
  return page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const request = indexedDB.open('qek-vault');
        request.onerror = () => reject(new Error('cannot open qek-vault'));
        request.onsuccess = () => {
          const db = request.result;
          const store = db.transaction('vault', 'readonly').objectStore('vault');
          const all = store.getAll(IDBKeyRange.bound('sealed:', 'sealed:\uffff'));
          all.onsuccess = () => {
            db.close();
            resolve((all.result as { v?: unknown }[]).map((part) => part.v));
          };
        };
      }),
  );
}

describe('a shared device', () => {
  test('signs out after the idle time with a countdown, leaves nothing readable and gives the work back', async () => {
    const { page, context, errors } = await newPage(browser());
    await page.clock.install();
    await page.goto('/login');
    await page.getByLabel('Gedeeld apparaat (bijv. een tablet op de werkvloer)').check();
    await shoot(page, 'login-shared-device');
    await signInShared(page);

    await page.goto('/kaizen');
    const form = page.getByRole('region', { name: 'Nieuwe kaizen' });
    await fillKaizen(form, { Titel: TITLE });
    // The draft is written after a pause in typing, on the page's clock.
    await page.clock.fastForward(1_000);
    await expect.poll(() => profileText(page)).toContain(TITLE);

    await page.clock.fastForward('01:05');
    const countdown = page.getByRole('alertdialog', { name: 'Bent u er nog?' });
    await countdown.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Ik ben er nog');
    await shoot(page, 'idle-countdown');
    await page.clock.fastForward('01:00');

    await page.waitForURL('**/login');
    await page.getByText('U bent automatisch uitgelogd na 2 minuten zonder activiteit.').waitFor();
    expect(await profileText(page)).not.toContain(TITLE);
    // Sealed with argon2id: the page's policy let it compile its WebAssembly.
    expect(await sealedVersions(page)).toEqual([2]);

    await signInShared(page);
    await page.goto('/kaizen');
    const restored = page.getByRole('region', { name: 'Nieuwe kaizen' });
    await restored.getByRole('heading', { name: 'Concept hersteld' }).waitFor();
    await expect(
      restored.getByRole('textbox', { name: 'Titel', exact: true }).inputValue(),
    ).resolves.toBe(TITLE);

    await page.getByRole('button', { name: /^Profielmenu van/ }).click();
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    const choice = page.getByRole('dialog', { name: 'Niet-verzonden werk op dit apparaat' });
    await choice.getByText('1 concept van een kaizen').waitFor();
    await shoot(page, 'sign-out-choice');
    await choice.getByRole('button', { name: 'Bewaren voor later' }).click();
    await page.waitForURL('**/login');
    expect(await profileText(page)).not.toContain(TITLE);
    expect(errors).toEqual([]);
    await context.close();
  });
});
