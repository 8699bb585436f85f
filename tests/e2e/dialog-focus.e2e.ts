/**
 * Dialogs that decide keep the keyboard inside them, and the decline dialog's reason chips show
 * where the focus is, pressed or not, also in forced colours (docs/design.md, "Focus"); a notice
 * chosen in the bell hands the focus to the kaizen it opens.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newPage, sharedBrowser, signIn, signInEmployeeInProductie } from './support/browser';
import { visitSettled } from './support/settled';

const browser = sharedBrowser();

/** The lead's first waiting kaizen, opened in the triage. */
async function openTriage(page: Page) {
  await signIn(page, 'lead@kaizen.demo');
  await visitSettled(page, '/review');
  await page.locator('.review-queue__link').first().click();
  await page.waitForURL(/\/kaizen\/\d+\?queue=review$/);
  await page.getByRole('button', { name: 'Afwijzen', exact: true }).waitFor();
}

/**
 * Presses `key` `times` times and returns, for each press, where the focus was right after it,
 * for every press that left the open dialog: the check runs before any timeout could pull it
 * back, as a screen reader announces it at once.
 */
async function escapes(page: Page, key: 'Tab' | 'Shift+Tab', times: number) {
  const outside: string[] = [];
  for (let press = 0; press < times; press += 1) {
    await page.keyboard.press(key);
    const where = await page.evaluate(() => {
      const active = document.activeElement;
      if (active?.closest('.modal.show[aria-modal="true"]')) return null;
      return `${active?.tagName ?? 'nothing'} ${active?.textContent?.trim().slice(0, 20) ?? ''}`;
    });
    if (where) outside.push(`${key} ${press + 1}: ${where}`);
  }
  return outside;
}

/** A focused element's ring and colours, to judge it by. */
const looks = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      focusVisible: element.matches(':focus-visible'),
      boxShadow: style.boxShadow,
      outline: style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth),
      color: style.color,
      background: style.backgroundColor,
    };
  });

/** WCAG contrast of two `rgb(...)` colours. */
function contrast(a: string, b: string): number {
  const lum = (colour: string) => {
    const [r, g, bl] = (colour.match(/[\d.]+/g) ?? []).map(Number).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const PRESSED_CHIP = '.decline-reasons__chip[aria-pressed="true"]';

/** Opens the decline dialog and presses its first reason chip, which keeps the focus. */
async function pressFirstChip(page: Page) {
  await page.getByRole('button', { name: 'Afwijzen', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Kaizen afwijzen' });
  await dialog.getByRole('textbox', { name: 'Reden' }).waitFor();
  const chip = dialog.locator('.decline-reasons__chip').first();
  await chip.focus();
  // Space on the focused chip: keyboard focus, as a user pressing it by keyboard has.
  await page.keyboard.press('Space');
  await page.locator(PRESSED_CHIP).waitFor();
  return chip;
}

describe('the keyboard stays in an open dialog', () => {
  test('Tab and Shift+Tab go round the decline dialog and the shortcuts help, never behind them', async () => {
    const { page, context, errors } = await newPage(browser());
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openTriage(page);

    await page.getByRole('button', { name: 'Afwijzen', exact: true }).click();
    const decline = page.getByRole('dialog', { name: 'Kaizen afwijzen' });
    await expect
      .poll(() =>
        decline
          .getByRole('textbox', { name: 'Reden' })
          .evaluate((f) => f === document.activeElement),
      )
      .toBe(true);
    expect([
      ...(await escapes(page, 'Tab', 25)),
      ...(await escapes(page, 'Shift+Tab', 12)),
    ]).toEqual([]);
    await page.keyboard.press('Escape');
    await decline.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Sneltoetsen (?)' }).click();
    const help = page.getByRole('dialog', { name: 'Sneltoetsen' });
    await expect
      .poll(() => help.getByRole('switch').evaluate((s) => s === document.activeElement))
      .toBe(true);
    expect([...(await escapes(page, 'Tab', 10)), ...(await escapes(page, 'Shift+Tab', 5))]).toEqual(
      [],
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a pressed reason chip shows the focus', () => {
  test('with the ring of every button round its pressed border', async () => {
    const { page, context } = await newPage(browser());
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openTriage(page);
    await pressFirstChip(page);

    const drawn = await looks(page, PRESSED_CHIP);
    expect(drawn.focusVisible).toBe(true);
    // The buttons' ring (docs/design.md): 2 px of page colour, then 2 px of the focus ink.
    expect(drawn.boxShadow).toContain('rgb(52, 58, 64) 0px 0px 0px 4px');
    await context.close();
  });

  test('in forced colours: an outline, and its text legible on its Highlight fill', async () => {
    const { page, context } = await newPage(browser());
    await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
    await openTriage(page);
    await pressFirstChip(page);

    const drawn = await looks(page, PRESSED_CHIP);
    expect(drawn.focusVisible).toBe(true);
    expect(drawn.outline).toBeGreaterThanOrEqual(2);
    expect(contrast(drawn.color, drawn.background)).toBeGreaterThanOrEqual(4.5);
    await context.close();
  });
});

describe('after choosing a notice', () => {
  test("the focus is on the opened kaizen's heading, not on the bell", async () => {
    const { page, context, errors } = await newPage(browser());
    await signInEmployeeInProductie(page);
    const bell = page.getByRole('button', { name: /^Meldingen, \d+ nieuwe$/ });
    await bell.click();
    const notice = page.locator('.notices-menu__item').first();
    await notice.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/my-kaizen\/\d+$/);
    const heading = page.locator('main h1');
    await heading.waitFor();
    await expect.poll(() => heading.evaluate((h) => h === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
