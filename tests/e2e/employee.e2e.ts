import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newPage, sharedBrowser, signIn } from './support/browser';
import { pngFile } from './support/files';
import { fillKaizen, openSubmittedKaizen } from './support/kaizens';
import { TIMEOUTS } from '../timeouts';

const browser = sharedBrowser();

const KAIZEN = {
  title: 'Opbergrek voor de handscanners',
  problem: 'De handscanners liggen los op de werkbank en vallen er geregeld af.',
  improvement: 'Een klein wandrek naast de werkbank met een vaste plek per scanner.',
};

/** The employee signs in, has no active team yet, and picks Productie at /team-select. */
async function employeeInProductie(page: Page) {
  await signIn(page, 'employee@kaizen.demo');
  await page.waitForURL(/\/team-select\?redir_url=%2Fhome$/);
  await page
    .getByRole('list', { name: 'Uw teams' })
    .getByRole('button', { name: 'Productie' })
    .click();
  await page.waitForURL('**/home');
  await page.getByRole('link', { name: 'Actief team: Productie' }).waitFor();
}

/** POST /api/kaizen/: a new kaizen. */
const isKaizenCreate = (url: string) => /^\/api\/kaizen\/?$/.test(new URL(url).pathname);

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** Presses Tab until `target` has the focus (keyboard only), failing after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

describe('employee journey', () => {
  test('picks a team, submits a kaizen with a photo and finds it in my kaizens', async () => {
    const { page, errors, context } = await newPage(browser());
    await employeeInProductie(page);

    await page
      .getByRole('navigation', { name: 'Hoofdnavigatie' })
      .getByRole('link', { name: 'Nieuwe kaizen' })
      .click();
    await page.waitForURL('**/kaizen');
    const form = page.getByRole('region', { name: 'Nieuwe kaizen' });
    await fillKaizen(form, { Titel: KAIZEN.title });
    await expect(form.getByRole('textbox', { name: 'Team' }).inputValue()).resolves.toBe(
      'Productie',
    );
    await fillKaizen(form, {
      'Huidige situatie': KAIZEN.problem,
      Verbetering: KAIZEN.improvement,
    });
    await form.locator('input[type="file"][name="before_image"]').setInputFiles(pngFile());
    await form.getByRole('img', { name: 'Voorbeeld van de foto vooraf' }).waitFor();

    const saved = page.waitForResponse(
      (response) => isKaizenCreate(response.url()) && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Indienen' }).click();
    expect((await saved).status()).toBeLessThan(300);

    await openSubmittedKaizen(page);
    const detail = page.getByRole('article', { name: KAIZEN.title });
    await detail.getByText('Wacht op besluit', { exact: true }).waitFor();
    const photo = detail.getByRole('img', { name: `Foto vooraf: ${KAIZEN.title}` });
    await photo.waitFor();
    await expect(
      photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).resolves.toBe(true);
    const id = new URL(page.url()).pathname.split('/').pop();

    await page.getByRole('button', { name: /Profielmenu/ }).click();
    await page.getByRole('link', { name: 'Mijn kaizens' }).click();
    await page.waitForURL('**/my-kaizens');
    const waiting = page.getByRole('region', { name: 'Wacht op besluit, oudste eerst' });
    const link = waiting.getByRole('link', { name: KAIZEN.title });
    await link.waitFor();
    await expect(link.getAttribute('href')).resolves.toBe(`/my-kaizen/${id}`);
    await link.click();
    await page.waitForURL(`**/my-kaizen/${id}`);
    const mine = page.getByRole('article', { name: KAIZEN.title });
    await mine.getByText('Wacht op besluit', { exact: true }).waitFor();
    await mine.getByText(KAIZEN.improvement).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the kaizen form can be filled and submitted with the keyboard only', async () => {
    const { page, errors, context } = await newPage(browser());
    await employeeInProductie(page);
    await page.goto('/kaizen');
    // Listening from the start: Playwright turns file-chooser interception on asynchronously,
    // and a Space pressed before that lands opens no chooser (seen on a busy CI machine).
    const chooser = page.waitForEvent('filechooser', { timeout: TIMEOUTS.browserTest });
    const form = page.getByRole('region', { name: 'Nieuwe kaizen' });
    const question = form.getByRole('textbox', { name: 'Wat wilt u verbeteren?' });
    await question.waitFor();

    // The capture starts with the photo: its file input opens the file chooser from the
    // keyboard (Space).
    await tabTo(page, form.locator('input[type="file"][name="before_image"]'));
    await page.keyboard.press('Space');
    await (await chooser).setFiles(pngFile());
    await form.getByRole('img', { name: 'Voorbeeld van de foto vooraf' }).waitFor();

    // Past the photo's mark and remove buttons and the microphone (Chromium recognises speech
    // online).
    await tabTo(page, question, 5);
    await page.keyboard.type(KAIZEN.improvement);
    // The proposed title is changed with "Wijzigen", which hands the focus to the title field
    // holding the proposal: typing over it replaces it.
    const change = form.getByRole('button', { name: 'Titel wijzigen' });
    await tabTo(page, change, 2);
    await page.keyboard.press('Enter');
    const title = form.getByRole('textbox', { name: 'Titel' });
    await expect.poll(() => isFocused(title)).toBe(true);
    await expect(title.inputValue()).resolves.toBe(
      'Een klein wandrek naast de werkbank met een vaste plek per scanner',
    );
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(KAIZEN.title);

    // The rest waits under "Meer details", a disclosure opened with Enter, the situation first;
    // on the way, the team and, once they are found, the similar kaizens' count.
    await tabTo(page, form.getByText('Meer details', { exact: true }), 4);
    await page.keyboard.press('Enter');
    await tabTo(page, form.getByRole('textbox', { name: 'Huidige situatie' }), 3);
    await page.keyboard.type(KAIZEN.problem);
    await tabTo(page, form.getByRole('textbox', { name: 'Resultaat en voordeel (optioneel)' }), 4);
    await page.keyboard.type('Geen gevallen scanners meer.');
    await tabTo(page, form.getByRole('textbox', { name: 'Geld (€ per jaar) (optioneel)' }), 3);
    await page.keyboard.type('12,50');
    await tabTo(page, form.getByRole('textbox', { name: 'Tijd (uren per maand) (optioneel)' }), 3);
    await page.keyboard.type('1,5');

    const submit = form.getByRole('button', { name: 'Indienen' });
    await tabTo(page, submit, 8);
    await page.keyboard.press('Enter');

    await openSubmittedKaizen(page);
    const detail = page.getByRole('article', { name: KAIZEN.title });
    await detail.getByText('Wacht op besluit', { exact: true }).waitFor();
    await detail.getByText(KAIZEN.problem).waitFor();
    await detail.getByText(KAIZEN.improvement).waitFor();
    await detail.getByText('Geen gevallen scanners meer.').waitFor();
    await detail.getByRole('img', { name: `Foto vooraf: ${KAIZEN.title}` }).waitFor();
    await detail.getByText(/12,50/).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
