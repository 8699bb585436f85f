import type { Locator, Page, Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { LANGUAGE_CACHE } from '@/sw/rules';
import {
  codeKept,
  languageFilesKept,
  newPage,
  sharedBrowser,
  signIn,
  submitLogin,
} from './support/browser';
import { pngFile } from './support/files';
import { fillKaizen, kaizenField, kaizensOnServer } from './support/kaizens';

const browser = sharedBrowser();
const TITLE = 'Offline ingediend bij de pers';

/** The lead, signed in, on the new-kaizen form reached from the menu (`click` or a tap). */
async function leadOnNewForm(page: Page, { tap = false } = {}) {
  const link = page
    .getByRole('navigation', { name: 'Hoofdnavigatie' })
    .getByRole('link', { name: 'Nieuwe kaizen' });
  await (tap ? link.dispatchEvent('click') : link.click());
  const form = page.getByRole('region', { name: 'Nieuwe kaizen' });
  // Shown, so its code and language file are in: a test may go offline right after.
  await form.getByRole('textbox', { name: 'Wat wilt u verbeteren?' }).waitFor();
  return form;
}

/** Fills the form (with a photo unless told not to), submits it offline, sees it wait. */
async function submitWhileOffline(page: Page, form: Locator, { photo = true } = {}) {
  await fillKaizen(form, {
    Titel: TITLE,
    'Huidige situatie': 'Rommel rond de pers.',
    Verbetering: 'Vaste plekken.',
  });
  if (photo) {
    await form.locator('input[type="file"][name="before_image"]').setInputFiles(pngFile());
    await form.getByRole('img', { name: 'Voorbeeld van de foto vooraf' }).waitFor();
  }
  await form.getByRole('button', { name: 'Indienen' }).click();
  const waiting = page.getByRole('region', { name: 'Wacht op verzending' });
  await waiting.getByText(TITLE).waitFor();
  await waiting.getByText('Wacht op verbinding').waitFor();
  return waiting;
}

/** Exactly one such kaizen arrived on the server, with its photo. */
async function expectSentOnceWithPhoto(page: Page) {
  await page.getByText(`Uw kaizen "${TITLE}" is verstuurd.`).waitFor();
  const found = await kaizensOnServer(page, TITLE);
  expect(found).toHaveLength(1);
  expect(found[0].before_image_src).toBeTruthy();
}

describe('a kaizen submitted offline', () => {
  test('waits on the device, survives closing the tab, and arrives once with its photo', async () => {
    const { page, errors, context } = await newPage(browser());
    await signIn(page, 'lead@kaizen.demo');
    await page.waitForURL('**/home');
    const form = await leadOnNewForm(page);
    await context.setOffline(true);
    await submitWhileOffline(page, form);
    await page.close();

    // A new tab once the connection is back: the outbox is sent when the app starts.
    await context.setOffline(false);
    const later = await context.newPage();
    await later.goto('/my-kaizens');
    await expectSentOnceWithPhoto(later);
    await later.getByRole('region', { name: 'Wacht op verzending' }).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a kaizen the server refuses comes back to the form with what was typed and why', async () => {
    const { page, errors, context } = await newPage(browser());
    await signIn(page, 'lead@kaizen.demo');
    await page.waitForURL('**/home');
    const form = await leadOnNewForm(page);
    await context.setOffline(true);
    const waiting = await submitWhileOffline(page, form, { photo: false });

    await context.route('**/api/kaizen', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 422,
            json: { message: 'Ongeldig.', errors: { title: ['Deze titel is al gebruikt.'] } },
          })
        : route.fallback(),
    );
    await context.setOffline(false);
    await waiting.getByText('Niet verstuurd').waitFor();
    await waiting.getByRole('link', { name: 'Openen in formulier' }).click();

    await page.waitForFunction(
      (title) => document.querySelector<HTMLInputElement>('input[name="title"]')?.value === title,
      TITLE,
    );
    await form.getByText('Deze titel is al gebruikt.').waitFor();
    await expect((await kaizenField(form, 'Verbetering')).inputValue()).resolves.toBe(
      'Vaste plekken.',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  test('installed and offline: between pages, submit with a photo, reload, back online: sent once', async () => {
    const { page, errors, context } = await newPage(browser(), { serviceWorkers: 'allow' });
    await signIn(page, 'lead@kaizen.demo');
    await page.waitForURL('**/home');
    // The worker controls the page and has fetched the code and language files of the pages
    // to come.
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
    await languageFilesKept(page, LANGUAGE_CACHE, ['kaizen.index', 'kaizen.new']);
    await codeKept(page, ['kaizenList', 'kaizenForm']);

    await context.setOffline(true);
    const nav = page.getByRole('navigation', { name: 'Hoofdnavigatie' });
    await nav.getByRole('link', { name: 'Goedgekeurd' }).dispatchEvent('click');
    await page.getByRole('heading', { level: 1, name: 'Goedgekeurde kaizens' }).waitFor();
    const form = await leadOnNewForm(page, { tap: true });
    await submitWhileOffline(page, form);

    await page.reload();
    await page.getByText('U bent offline. Wat u invult blijft bewaard').waitFor();
    await page
      .getByText('U bent offline. Deze pagina kan worden geladen zodra er weer verbinding is.')
      .waitFor();
    await context.setOffline(false);

    await expectSentOnceWithPhoto(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** The demo's lead (src/mocks/db/seed-users.ts: the third user), in Productie (team 1). */
const LEAD_ID = 3;
const PLANTED = 'Niet door de leider geschreven';

/** Puts a waiting kaizen in the outbox's IndexedDB as any script on the origin could. */
function plantEntry(page: Page, userId: number, title: string): Promise<void> {
  return page.evaluate(
    ({ userId, title }) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('qek-outbox', 1);
        request.onupgradeneeded = () =>
          request.result.createObjectStore('kaizens', { keyPath: 'id' });
        request.onerror = () => reject(new Error('cannot open qek-outbox'));
        request.onsuccess = () => {
          const db = request.result;
          const transaction = db.transaction('kaizens', 'readwrite');
          transaction.objectStore('kaizens').put({
            id: 'planted-1',
            userId,
            queuedAt: new Date().toISOString(),
            input: {
              title,
              team_id: 1,
              problem: 'Geplant.',
              improvement: 'Geplant.',
              status: 'open',
            },
            values: { title },
            state: 'waiting',
            uncertain: false,
          });
          transaction.oncomplete = () => {
            db.close();
            resolve();
          };
          transaction.onerror = () => reject(new Error('cannot write qek-outbox'));
        };
      }),
    { userId, title },
  );
}

/** The ids of every entry in the outbox's IndexedDB. */
function outboxIds(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const request = indexedDB.open('qek-outbox', 1);
        request.onerror = () => reject(new Error('cannot open qek-outbox'));
        request.onsuccess = () => {
          const db = request.result;
          const keys = db.transaction('kaizens').objectStore('kaizens').getAllKeys();
          keys.onsuccess = () => {
            db.close();
            resolve(keys.result.map(String));
          };
        };
      }),
  );
}

/** Every POST /api/kaizen the page sends from now on. */
function kaizenPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/kaizen')
      posts.push(request.url());
  });
  return posts;
}

describe('only what its author wrote leaves the outbox', () => {
  test.each([
    ['a personal device', false],
    ['a shared device', true],
  ])(
    "on %s, an entry planted under the lead's id before they sign in is not sent, and they are told",
    async (_, shared) => {
      const { page, errors, context } = await newPage(browser());
      await page.goto('/login');
      await plantEntry(page, LEAD_ID, PLANTED);
      const posts = kaizenPosts(page);
      if (shared)
        await page.getByLabel('Gedeeld apparaat (bijv. een tablet op de werkvloer)').check();
      await submitLogin(page, 'lead@kaizen.demo');

      await page
        .getByRole('status')
        .or(page.getByRole('alert'))
        .getByText(
          'Op dit apparaat stond een kaizen klaar om onder uw naam te worden verstuurd, maar u heeft hem hier niet opgesteld. Hij is niet verstuurd en verwijderd.',
        )
        .waitFor();
      expect(await outboxIds(page)).toEqual([]);
      expect(await kaizensOnServer(page, PLANTED)).toEqual([]);
      expect(posts).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  test('on a personal device, what the lead kept over a sign-out waits for them to send it', async () => {
    const { page, errors, context } = await newPage(browser());
    await signIn(page, 'lead@kaizen.demo');
    await page.waitForURL('**/home');
    const form = await leadOnNewForm(page);
    await context.setOffline(true);
    await submitWhileOffline(page, form, { photo: false });
    // Back online, its sends get no answer until the lead has signed out: it stays for later.
    const noAnswer = (route: Route) =>
      route.request().method() === 'POST' ? route.abort() : route.fallback();
    await context.route('**/api/kaizen', noAnswer);
    await context.setOffline(false);
    await page.getByRole('button', { name: /Profielmenu/ }).click();
    await page
      .getByRole('button', { name: 'Uitloggen' })
      .or(page.getByRole('menuitem', { name: 'Uitloggen' }))
      .click();
    await page.waitForURL('**/login*');
    await context.unroute('**/api/kaizen', noAnswer);

    const posts = kaizenPosts(page);
    await submitLogin(page, 'lead@kaizen.demo');
    await page.goto('/my-kaizens');
    const waiting = page.getByRole('region', { name: 'Wacht op verzending' });
    await waiting.getByText('Wacht op uw bevestiging').waitFor();
    expect(posts).toEqual([]);

    await waiting.getByRole('button', { name: 'Versturen' }).click();
    await page.getByText(`Uw kaizen "${TITLE}" is verstuurd.`).waitFor();
    expect(posts).toHaveLength(1);
    expect(await kaizensOnServer(page, TITLE)).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
