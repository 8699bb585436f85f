import type { Locator, Page, Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newPage, sharedBrowser, signIn, submitLogin } from './support/browser';
import { pngFile } from './support/files';
import {
  formPageReadsAnswered,
  kaizenField,
  kaizensOnServer,
  openSubmittedKaizen,
  type KaizenText,
} from './support/kaizens';

const browser = sharedBrowser();

/**
 * Every typed field of the new-kaizen form with what the drills type: the title, situation and
 * improvement by the names the detail shows (see kaizenField), the others by their label.
 */
const TYPED: Record<string, string> = {
  Titel: 'Vaste plek voor de rolcontainers',
  'Huidige situatie': 'De rolcontainers staan overal in de hal; we zoeken er elke ochtend naar.',
  Verbetering: 'Een gemarkeerd vak bij de ingang met een bordje per afdeling.',
  'Resultaat en voordeel (optioneel)': 'Geen zoektijd meer en een vrije looproute.',
  'Geld (€ per jaar) (optioneel)': '1250',
  'Tijd (uren per maand) (optioneel)': '6,5',
  'Kwaliteit (optioneel)': 'Minder beschadigde containers.',
  'Veiligheid (optioneel)': 'Vrije nooduitgang.',
};

const KAIZEN_TEXTS: readonly string[] = ['Titel', 'Huidige situatie', 'Verbetering'];

/** The field typed into as `name` (TYPED's keys), made reachable as a user would. */
function typedField(form: Locator, name: string): Promise<Locator> {
  return KAIZEN_TEXTS.includes(name)
    ? kaizenField(form, name as KaizenText)
    : Promise.resolve(form.getByRole('textbox', { name, exact: true }));
}

/** POST /api/kaizen/: the save of a new kaizen. */
const KAIZEN_SAVE = (url: URL) => /^\/api\/kaizen\/?$/.test(url.pathname);

/** The lead (active team Productie) on a new-kaizen form filled in completely, photo included. */
async function leadOnFilledForm() {
  const opened = await newPage(browser());
  const { page } = opened;
  await signIn(page, 'lead@kaizen.demo', { from: '/login?redir_url=%2Fkaizen' });
  await page.waitForURL('**/kaizen');
  const form = page.getByRole('region', { name: 'Nieuwe kaizen' });
  for (const [name, value] of Object.entries(TYPED)) {
    await (await typedField(form, name)).fill(value);
  }
  await form.locator('input[type="file"][name="before_image"]').setInputFiles(pngFile());
  await form.getByRole('img', { name: 'Voorbeeld van de foto vooraf' }).waitFor();
  return { ...opened, form };
}

async function typedValues(form: Locator) {
  const values: Record<string, string> = {};
  for (const name of Object.keys(TYPED)) {
    values[name] = await (await typedField(form, name)).inputValue();
  }
  return values;
}

/** The form is still there with everything the user typed, and the photo they chose. */
async function expectEverythingKept(page: Page, form: Locator) {
  expect(new URL(page.url()).pathname).toBe('/kaizen');
  await expect(typedValues(form)).resolves.toEqual(TYPED);
  await expect(form.getByRole('textbox', { name: 'Team' }).inputValue()).resolves.toBe('Productie');
  await expect(
    form.getByRole('img', { name: 'Voorbeeld van de foto vooraf' }).isVisible(),
  ).resolves.toBe(true);
  await expect(form.getByRole('button', { name: 'Indienen' }).isEnabled()).resolves.toBe(true);
}

/** Sends the form and waits for the alert the form shows about the failure. */
async function submitAndExpectAlert(form: Locator, message: string) {
  await form.getByRole('button', { name: 'Indienen' }).click();
  await form.getByRole('alert').filter({ hasText: message }).waitFor();
}

/** With the interception gone, the very same form saves: nothing had to be typed again. */
async function expectSaveWorksAgain(page: Page, form: Locator) {
  await page.unrouteAll({ behavior: 'wait' });
  await form.getByRole('button', { name: 'Indienen' }).click();
  await openSubmittedKaizen(page);
  const detail = page.getByRole('article', { name: TYPED.Titel });
  await detail.getByText(TYPED['Huidige situatie']).waitFor();
  await detail.getByRole('img', { name: `Foto vooraf: ${TYPED.Titel}` }).waitFor();
}

describe('kaizen fault drills', () => {
  test('a 500 while the kaizen is saved shows a message and keeps every field', async () => {
    const { page, form, errors, context } = await leadOnFilledForm();
    let answered = 0;
    await page.route(KAIZEN_SAVE, (route: Route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      answered += 1;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Server Error' }),
      });
    });

    await submitAndExpectAlert(form, 'Er ging iets mis op de server. Probeer het later opnieuw');
    expect(answered).toBe(1);
    await expectEverythingKept(page, form);

    await expectSaveWorksAgain(page, form);
    expect(errors).toEqual([]);
    await context.close();
  });

  test.each([
    ['the request is cut off (internet disconnected)', 'abort'],
    ['the browser goes offline', 'offline'],
  ] as const)(
    'a dropped network while saving (%s) keeps the kaizen on the device and sends it once later',
    async (_how, way) => {
      const { page, form, errors, context } = await leadOnFilledForm();
      if (way === 'abort') {
        await page.route(KAIZEN_SAVE, (route: Route) =>
          route.request().method() === 'POST'
            ? route.abort('internetdisconnected')
            : route.fallback(),
        );
      } else {
        await context.setOffline(true);
      }

      await form.getByRole('button', { name: 'Indienen' }).click();
      const waiting = page.getByRole('region', { name: 'Wacht op verzending' });
      await waiting.getByText(TYPED.Titel).waitFor();
      await waiting.getByText('Wacht op verbinding').waitFor();
      // The form is free for the next kaizen; this one is kept, photo and all, in the outbox.
      await expect((await kaizenField(form, 'Verbetering')).inputValue()).resolves.toBe('');
      await expect((await kaizenField(form, 'Titel')).inputValue()).resolves.toBe('');

      if (way === 'abort') {
        await page.unrouteAll({ behavior: 'wait' });
        await waiting.getByRole('button', { name: 'Nu versturen' }).click();
      } else {
        await context.setOffline(false);
      }
      await page.getByText(`Uw kaizen "${TYPED.Titel}" is verstuurd.`).waitFor();
      const sent = await kaizensOnServer(page, TYPED.Titel);
      expect(sent).toHaveLength(1);
      expect(sent[0].before_image_src).toBeTruthy();
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  test.each([
    ['the server has forgotten the session', 'logout'],
    ['the save itself answers 401', 401],
    ['the save answers 419, an expired XSRF token', 419],
  ] as const)(
    'a session that expires mid-form (%s) leads to login and back to the form with every value',
    async (_how, way) => {
      const { page, form, errors, context } = await leadOnFilledForm();
      const save = page.waitForResponse(
        (response) =>
          KAIZEN_SAVE(new URL(response.url())) && response.request().method() === 'POST',
      );
      if (way === 'logout') {
        await formPageReadsAnswered(page);
        // The server forgets the session (as when it times out); the page does not know yet.
        const logout = await page.request.get('/logout');
        expect(logout.status()).toBe(204);
      } else {
        await page.route(KAIZEN_SAVE, (route: Route) =>
          route.request().method() === 'POST'
            ? route.fulfill({
                status: way,
                contentType: 'application/json',
                body: JSON.stringify({
                  message: way === 419 ? 'CSRF token mismatch.' : 'Unauthenticated.',
                }),
              })
            : route.fallback(),
        );
      }

      await form.getByRole('button', { name: 'Indienen' }).click();
      expect((await save).status()).toBe(way === 'logout' ? 401 : way);
      await page.waitForURL(/\/login\?redir_url=%2Fkaizen$/);
      await page.unrouteAll({ behavior: 'wait' });

      await submitLogin(page, 'lead@kaizen.demo');
      await page.waitForURL('**/kaizen');
      const restored = page.getByRole('region', { name: 'Nieuwe kaizen' });
      await restored.getByRole('heading', { name: 'Concept hersteld' }).waitFor();
      await expect(typedValues(restored)).resolves.toEqual(TYPED);

      // The restored form saves as it is (photos are not kept in a draft; the note says so).
      await restored.getByRole('button', { name: 'Indienen' }).click();
      await openSubmittedKaizen(page);
      await page.getByRole('article', { name: TYPED.Titel }).getByText(TYPED.Verbetering).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
