/**
 * Marking a kaizen photo: an arrow drawn on the chosen photo is burned into the photo that is
 * sent (the original is not), and on a phone the marker fills the screen with 44 px controls,
 * draws by touch without scrolling, and fits 320 px.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { paths } from '@/config/paths';
import { TIMEOUTS } from '../timeouts';
import { baseUrl, newPage, sharedBrowser, signInEmployeeInProductie } from './support/browser';
import { pngFile } from './support/files';
import { fillKaizen, openSubmittedKaizen } from './support/kaizens';

const browser = sharedBrowser();

/** A blue photo big enough to draw on. */
const PHOTO = pngFile('machine.png', { width: 640, height: 480 });

/** The new kaizen form with the photo chosen as before photo, and the marker opened on it. */
async function openMarker(page: Page) {
  await page.goto(paths.kaizenNew);
  const form = page.getByRole('region', { name: 'Nieuwe kaizen' });
  await form.locator('input[type="file"][name="before_image"]').setInputFiles(PHOTO);
  await form.getByRole('img', { name: 'Voorbeeld van de foto vooraf' }).waitFor();
  await form.getByRole('button', { name: 'Foto vooraf markeren' }).click();
  const dialog = page.getByRole('dialog', { name: 'Foto vooraf markeren' });
  const photo = dialog.getByRole('application', { name: 'Foto vooraf markeren' });
  await photo.waitFor();
  return { form, dialog, photo };
}

/** Where a share (0 to 1) of the photo is on the screen: the photo is shown whole in its box. */
async function onScreen(photo: Locator, x: number, y: number) {
  const box = await photo.boundingBox();
  if (!box) throw new Error('the photo is not on screen');
  const scale = Math.min(box.width / 640, box.height / 480);
  const left = box.x + (box.width - 640 * scale) / 2;
  const top = box.y + (box.height - 480 * scale) / 2;
  return { x: left + x * 640 * scale, y: top + y * 480 * scale };
}

/** How many pixels of the image are the marks' yellow (the photo itself is plain blue). */
function yellowPixels(image: Locator) {
  return image.evaluate((img: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) return -1;
    context.drawImage(img, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let count = 0;
    for (let at = 0; at < data.length; at += 4) {
      if (data[at] > 200 && data[at + 1] > 170 && data[at + 2] < 90) count += 1;
    }
    return count;
  });
}

const isKaizenCreate = (url: string) => /^\/api\/kaizen\/?$/.test(new URL(url).pathname);

describe('marking a kaizen photo', () => {
  test('an arrow drawn with the mouse is burned into the before photo that is sent, not the original', async () => {
    const { page, errors, context } = await newPage(browser());
    await signInEmployeeInProductie(page);
    const { form, dialog, photo } = await openMarker(page);
    const before = await form
      .getByRole('img', { name: 'Voorbeeld van de foto vooraf' })
      .getAttribute('src');

    const from = await onScreen(photo, 0.2, 0.7);
    const to = await onScreen(photo, 0.7, 0.3);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 8 });
    await page.mouse.up();
    await dialog.getByText('1 markering.').waitFor({ state: 'attached' });
    await dialog.getByRole('button', { name: 'Klaar' }).click();
    await dialog.waitFor({ state: 'detached' });

    const markButton = form.getByRole('button', { name: 'Foto vooraf markeren' });
    await expect(markButton.evaluate((button) => button === document.activeElement)).resolves.toBe(
      true,
    );
    const preview = form.getByRole('img', { name: 'Voorbeeld van de foto vooraf' });
    await expect.poll(() => preview.getAttribute('src')).not.toBe(before);

    await fillKaizen(form, {
      Titel: 'Lekkende slang bij de pers',
      'Huidige situatie': 'De slang lekt hier.',
      Verbetering: 'Een nieuwe koppeling.',
    });
    const saved = page.waitForResponse(
      (response) => isKaizenCreate(response.url()) && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Indienen' }).click();
    expect((await saved).status()).toBeLessThan(300);

    await openSubmittedKaizen(page);
    const detail = page.getByRole('article', { name: 'Lekkende slang bij de pers' });
    const image = detail.getByRole('img', { name: 'Foto vooraf: Lekkende slang bij de pers' });
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(640);
    // What the server keeps (the demo keeps an upload as a data URL) is the marked JPEG...
    const stored = (await image.getAttribute('src')) ?? '';
    expect(stored.slice(0, stored.indexOf(','))).toBe('data:image/jpeg;base64');
    expect(Buffer.from(stored.slice(stored.indexOf(',') + 1), 'base64').equals(PHOTO.buffer)).toBe(
      false,
    );
    // ...with the arrow in it: a shaft of some 380 px at a stroke of about 5 px, and its head.
    await expect(yellowPixels(image)).resolves.toBeGreaterThan(1000);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('on a 320 px phone the marker fills the screen, its controls are 44 px and a finger draws without scrolling', async () => {
    const context: BrowserContext = await browser().newContext({
      baseURL: baseUrl(),
      locale: 'nl-NL',
      serviceWorkers: 'block',
      viewport: { width: 320, height: 640 },
      isMobile: true,
      hasTouch: true,
    });
    context.setDefaultTimeout(TIMEOUTS.browserStep);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInEmployeeInProductie(page);
    const { form, dialog, photo } = await openMarker(page);

    // Once it has slid in: the whole screen, nothing of the form beside or under it.
    const sheet = dialog.locator('.modal-content');
    await expect
      .poll(async () => {
        const box = await sheet.boundingBox();
        return box && [box.x, box.y, box.width, box.height].map(Math.round);
      })
      .toEqual([0, 0, 320, 640]);
    for (const button of await dialog.getByRole('button').all()) {
      const box = await button.boundingBox();
      const name = (await button.getAttribute('aria-label')) ?? (await button.textContent()) ?? '';
      expect(box?.height, name).toBeGreaterThanOrEqual(44);
      expect(box && box.x + box.width, name).toBeLessThanOrEqual(320);
    }
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(320);

    // A finger on the photo: touch events from the browser's own input, as a screen makes them.
    const from = await onScreen(photo, 0.5, 0.5);
    const to = await onScreen(photo, 0.9, 0.9);
    const cdp = await context.newCDPSession(page);
    const touch = (
      type: 'touchStart' | 'touchMove' | 'touchEnd',
      points: { x: number; y: number }[],
    ) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
    await touch('touchStart', [from]);
    for (let step = 1; step <= 6; step += 1) {
      await touch('touchMove', [
        { x: from.x + ((to.x - from.x) * step) / 6, y: from.y + ((to.y - from.y) * step) / 6 },
      ]);
    }
    await touch('touchEnd', []);

    await dialog.getByText('1 markering.').waitFor({ state: 'attached' });
    await expect(
      dialog.locator('.modal-body').evaluate((body) => body.scrollTop + window.scrollY),
    ).resolves.toBe(0);

    // A click: right after a drawn touch, headless Chromium's emulation may not turn a tap into one.
    await dialog.getByRole('button', { name: 'Klaar' }).click();
    await dialog.waitFor({ state: 'detached' });
    const markButton = form.getByRole('button', { name: 'Foto vooraf markeren' });
    await expect(markButton.evaluate((button) => button === document.activeElement)).resolves.toBe(
      true,
    );
    await expect(
      markButton.boundingBox().then((box) => box?.height),
    ).resolves.toBeGreaterThanOrEqual(44);
    expect(errors).toEqual([]);
    await context.close();
  });
});
