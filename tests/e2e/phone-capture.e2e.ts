/**
 * Capture on a phone in one screen: "Nieuwe kaizen" under the thumb on every page, and a capture
 * whose first screen at 390x844 holds the before photo (first), the one question "Wat wilt u
 * verbeteren?", the title proposed from its sentence and "Indienen", without scrolling; the
 * rest, the situation in words too, folded under "Meer details".
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { paths } from '@/config/paths';
import { IPHONE } from '../../scripts/bench/phone.mjs';
import { TIMEOUTS } from '../timeouts';
import { baseUrl, sharedBrowser, signInEmployeeInProductie } from './support/browser';
import { pngFile } from './support/files';
import { fillKaizen, kaizenField, kaizenListOnServer } from './support/kaizens';

const browser = sharedBrowser();

async function employeeOnPhone() {
  const context = await browser().newContext({
    ...IPHONE,
    baseURL: baseUrl(),
    locale: 'nl-NL',
    serviceWorkers: 'block',
  });
  context.setDefaultTimeout(TIMEOUTS.browserStep);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signInEmployeeInProductie(page);
  return { context, page, errors };
}

/** The capture's one question (the improvement). */
const QUESTION = 'Wat wilt u verbeteren?';

/** The top edge of `target` on the page. */
async function top(target: Locator): Promise<number> {
  const box = await target.boundingBox();
  expect(box, target.toString()).not.toBeNull();
  return box?.y ?? Number.NaN;
}

/** The bottom edge of `target` on the page. */
async function bottom(target: Locator): Promise<number> {
  const box = await target.boundingBox();
  expect(box, target.toString()).not.toBeNull();
  return box ? box.y + box.height : Number.NaN;
}

/** Wholly inside the screen as it is, without scrolling. */
async function inView(page: Page, target: Locator) {
  const box = await target.boundingBox();
  const { width, height } = IPHONE.viewport;
  expect(box, target.toString()).not.toBeNull();
  if (!box) return;
  expect(box.y, target.toString()).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, target.toString()).toBeLessThanOrEqual(height);
  expect(box.x + box.width, target.toString()).toBeLessThanOrEqual(width);
  await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
}

describe('capturing a kaizen on a phone (390x844)', () => {
  test('"Nieuwe kaizen" lies along the bottom edge of the pages, and one tap opens the form', async () => {
    const { page, errors, context } = await employeeOnPhone();
    const action = page.getByRole('banner').getByRole('link', { name: 'Nieuwe kaizen' });
    for (const path of [paths.home, paths.kaizenApproved, paths.myKaizens]) {
      await page.goto(path);
      await action.waitFor();
      await inView(page, action);
      // Along the bottom edge, the screen's width: where either thumb reaches.
      const box = await action.boundingBox();
      expect(box && box.width).toBeGreaterThan(IPHONE.viewport.width * 0.8);
      expect(box && box.y + box.height / 2).toBeGreaterThan(IPHONE.viewport.height * 0.9);
    }

    await action.tap();
    await page.waitForURL(`**${paths.kaizenNew}`);
    const form = page.getByRole('region', { name: 'Nieuwe kaizen' });
    await form.getByRole('textbox', { name: QUESTION }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the first screen is the capture: the before photo first, one question, the proposed title and "Indienen"', async () => {
    const { page, errors, context } = await employeeOnPhone();
    await page.goto(paths.kaizenNew);
    const form = page.getByRole('region', { name: 'Nieuwe kaizen' });
    const question = form.getByRole('textbox', { name: QUESTION });
    await question.waitFor();

    // One control for the photo, and it is the camera's, above the question.
    const camera = form.locator('label[for]', { hasText: /^Foto vooraf/ });
    await expect(camera.count()).resolves.toBe(1);
    await inView(page, camera);
    const input = form.locator('input[type="file"][name="before_image"]');
    await expect(input.getAttribute('capture')).resolves.toBe('environment');
    await inView(page, question);
    expect(await top(camera)).toBeLessThan(await top(question));
    await inView(page, form.getByRole('button', { name: 'Indienen' }));
    // One question: no title to type, and the situation in words waits under "Meer details".
    await expect(form.getByRole('textbox', { name: 'Titel' }).count()).resolves.toBe(0);
    await expect(form.getByRole('textbox', { name: 'Huidige situatie' }).isVisible()).resolves.toBe(
      false,
    );
    await expect(
      form.getByRole('textbox', { name: 'Geld (€ per jaar) (optioneel)' }).isVisible(),
    ).resolves.toBe(false);
    await expect(form.locator('details').getAttribute('open')).resolves.toBeNull();
    await expect(form.getByText(/van \d+ tekens/).count()).resolves.toBe(0);

    // The title is proposed from the sentence as it is typed, on the same screen; "Wijzigen"
    // is a 44 px target.
    await inView(page, form.getByText('Titel: wordt uw eerste zin'));
    await question.fill('kabels ophangen aan een haak. dan struikelt niemand');
    const proposal = form.getByText('Titel: Kabels ophangen aan een haak');
    await proposal.waitFor();
    await inView(page, proposal);
    const change = form.getByRole('button', { name: 'Titel wijzigen' });
    await inView(page, change);
    expect((await change.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await inView(page, form.getByRole('button', { name: 'Indienen' }));

    // Further down the form, "Indienen" is still in view: the bar stays at the bottom.
    await form.getByText('Meer details', { exact: true }).tap();
    const safety = form.getByRole('textbox', { name: 'Veiligheid (optioneel)' });
    await safety.scrollIntoViewIfNeeded();
    const submit = await form.getByRole('button', { name: 'Indienen' }).boundingBox();
    expect(submit && submit.y + submit.height).toBeLessThanOrEqual(IPHONE.viewport.height);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a photo and one sentence are a kaizen; after "Indienen" the confirmation\'s "Nog een kaizen" is the one way to the next, in view', async () => {
    const { page, errors, context } = await employeeOnPhone();
    await page.goto(paths.kaizenNew);
    const form = page.getByRole('region', { name: 'Nieuwe kaizen' });
    await form.locator('input[type="file"][name="before_image"]').setInputFiles(pngFile());
    await form.getByRole('img', { name: 'Voorbeeld van de foto vooraf' }).waitFor();
    await form
      .getByRole('textbox', { name: QUESTION })
      .fill('Een kabelgoot boven de pers. Dan liggen de kabels niet meer op de vloer.');
    await form.getByRole('button', { name: 'Indienen' }).tap();

    await page.getByRole('heading', { name: 'Uw kaizen is ingediend' }).waitFor();
    await inView(page, page.getByRole('button', { name: 'Nog een kaizen' }));
    // The "Nieuwe kaizen" bar would say the same thing twice, under the page's own action.
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Nieuwe kaizen' }).isVisible(),
    ).resolves.toBe(false);
    // Submitted, not a draft: titled with the proposal, the photo standing for the situation.
    const sent = (await kaizenListOnServer(page, 'mine')).filter(
      (kaizen) => kaizen.title === 'Een kabelgoot boven de pers',
    );
    expect(sent).toHaveLength(1);
    expect(sent[0].status).toBe('open');
    expect(sent[0].before_image_src).toBeTruthy();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('"Meer details" is open when editing a kaizen with an effect', async () => {
    const { page, errors, context } = await employeeOnPhone();
    const id = (await kaizenListOnServer(page, 'mine')).find(
      (kaizen) => kaizen.status === 'open' && kaizen.effect_money != null,
    )?.id;
    expect(id).toBeDefined();

    await page.goto(`/kaizen/${String(id)}?edit=1`);
    const form = page.getByRole('region', { name: 'Kaizen bewerken' });
    const money = form.getByRole('textbox', { name: 'Geld (€ per jaar) (optioneel)' });
    await money.waitFor();
    await expect(form.locator('details').getAttribute('open')).resolves.toBe('');
    await inView(page, form.getByRole('button', { name: 'Wijzigingen opslaan' }));
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a similar kaizen shows under the proposed title, moving nothing, and opens in a new tab, the form kept', async () => {
    const { page, errors, context } = await employeeOnPhone();
    const title =
      (await kaizenListOnServer(page, { team: 1 })).find((kaizen) => kaizen.status === 'approved')
        ?.title ?? '';
    await page.goto(paths.kaizenNew);
    const form = page.getByRole('region', { name: 'Nieuwe kaizen' });
    // How far "Meer details" lies under the title: the title's own lines may wrap as it is typed,
    // the matches found a while later must not add to it.
    const titleLine = form.locator('.kaizen-form-title');
    const details = form.getByText('Meer details', { exact: true });
    const gap = async () => (await top(details)) - (await bottom(titleLine));
    const gapBefore = await gap();
    // The sentence is the title of a kaizen that exists: the proposal is that title.
    await fillKaizen(form, { Verbetering: title });
    await form.getByText(`Titel: ${title}`).waitFor();
    const found = form.getByRole('status').filter({ hasText: /^\d+ vergelijkbare kaizens?$/ });
    await found.waitFor();
    await expect(gap()).resolves.toBe(gapBefore);
    const count = found.getByRole('button');
    await expect(count.getAttribute('aria-expanded')).resolves.toBe('false');

    await fillKaizen(form, { 'Huidige situatie': 'Het gebeurt weer.' });
    await count.tap();
    const similar = form.getByRole('list', { name: /vergelijkbare kaizen/ });
    const link = similar.getByRole('link').first();
    await link.waitFor();
    const opened = context.waitForEvent('page');
    await link.tap();
    const tab = await opened;
    await tab.waitForURL(/\/kaizen\/\d+$/);

    expect(new URL(page.url()).pathname).toBe(paths.kaizenNew);
    await expect((await kaizenField(form, 'Verbetering')).inputValue()).resolves.toBe(title);
    await expect((await kaizenField(form, 'Huidige situatie')).inputValue()).resolves.toBe(
      'Het gebeurt weer.',
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
