/**
 * The decline dialog on a phone is a bottom sheet whose confirm button stays in view when the
 * on-screen keyboard rises (docs/decisions.md, "The decline dialog on a phone is a bottom sheet").
 * Chromium here draws no keyboard; what a keyboard does to the page, shrinking the visual viewport
 * under an unchanged layout, is emulated by zooming the page in (CDP's page scale factor).
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { TIMEOUTS } from '../timeouts';
import { baseUrl, sharedBrowser, submitLogin } from './support/browser';

const browser = sharedBrowser();

const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/126.0.0.0 Mobile Safari/537.36';

async function leadAt(owner: Browser, phone: boolean) {
  const context = await owner.newContext({
    baseURL: baseUrl(),
    locale: 'nl-NL',
    serviceWorkers: 'block',
    ...(phone
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 900 } }),
    ...(phone ? { userAgent: PHONE_AGENT } : {}),
  });
  context.setDefaultTimeout(TIMEOUTS.browserStep);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The page's own clock: the decline's undo window is skipped, not sat through.
  await page.clock.install();
  await page.goto('/login');
  await submitLogin(page, 'lead@kaizen.demo');
  await page.waitForURL('**/home');
  return { context, page, errors };
}

/** Opens the decline dialog of the longest waiting kaizen (the lead's own are not listed). */
async function openDeclineDialog(page: Page) {
  const item = page
    .getByRole('region', { name: 'Wacht op uw besluit, oudste eerst' })
    .getByRole('listitem')
    .first();
  // Its detail on its own, not in the triage (which moves on to the next after a decision).
  const path = await item.getByRole('link').getAttribute('href');
  await page.goto((path ?? '').replace('?queue=review', ''));
  const article = page.locator('article.kaizen-detail');
  await article.getByRole('button', { name: 'Afwijzen', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Kaizen afwijzen' });
  await dialog.waitFor();
  return { article, dialog };
}

/** The element's box in the layout viewport, and the visual viewport's part of that. */
const boxes = (page: Page, selector: string) =>
  page.evaluate((css) => {
    const element = document.querySelector(css);
    if (!element || !window.visualViewport) throw new Error(`no ${css} or no visual viewport`);
    const { top, bottom, left, right } = element.getBoundingClientRect();
    const { offsetTop, height } = window.visualViewport;
    const radius = getComputedStyle(element);
    return {
      box: { top, bottom, left, right },
      visible: { top: offsetTop, bottom: offsetTop + height, height },
      layoutHeight: document.documentElement.clientHeight,
      corners: { top: radius.borderTopLeftRadius, bottom: radius.borderBottomLeftRadius },
    };
  }, selector);

describe('declining on a phone', () => {
  test('the dialog is a sheet at the bottom whose confirm button stays above a shrunken visual viewport', async () => {
    const { context, page, errors } = await leadAt(browser(), true);
    const { article, dialog } = await openDeclineDialog(page);
    const reason = dialog.getByRole('textbox', { name: 'Reden' });
    await expect
      .poll(() => reason.evaluate((field) => field === document.activeElement))
      .toBe(true);

    // Anchored to the bottom, the full width, round at the top only.
    await expect
      .poll(async () => (await boxes(page, '.decline-dialog .modal-content')).box.bottom)
      .toBe(844);
    const sheet = await boxes(page, '.decline-dialog .modal-content');
    expect(sheet.box).toMatchObject({ left: 0, right: 390 });
    expect(sheet.box.top).toBeGreaterThan(0);
    expect(parseFloat(sheet.corners.top)).toBeGreaterThan(0);
    expect(sheet.corners.bottom).toBe('0px');
    const confirm = dialog.getByRole('button', { name: 'Afwijzen', exact: true });
    const chip = dialog.getByRole('button', { name: 'Niet uitvoerbaar' });
    expect((await confirm.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    expect((await chip.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await expect(confirm.isVisible()).resolves.toBe(true);
    await chip.click();
    await expect(chip.getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(reason.inputValue()).resolves.toBe('Niet uitvoerbaar.');

    // The "keyboard": the visual viewport loses a third of its height, the layout keeps it.
    const cdp = await context.newCDPSession(page);
    await reason.focus();
    await cdp.send('Emulation.setPageScaleFactor', { pageScaleFactor: 1.5 });
    await page.waitForFunction(() => (window.visualViewport?.height ?? 844) < 600);
    const button = '.decline-dialog .modal-footer .btn-danger';
    await expect
      .poll(async () => {
        const { box, visible } = await boxes(page, button);
        return box.top >= visible.top && box.bottom <= visible.bottom;
      })
      .toBe(true);
    const raised = await boxes(page, '.decline-dialog .modal-content');
    expect(raised.layoutHeight).toBe(844);
    expect(Math.abs(raised.box.bottom - raised.visible.bottom)).toBeLessThanOrEqual(1);
    expect(raised.box.top).toBeGreaterThanOrEqual(raised.visible.top);

    // The keyboard goes down: the sheet is back at the bottom. (Playwright aims its clicks
    // wrongly on a zoomed page, so the decline is sent from here.)
    await cdp.send('Emulation.setPageScaleFactor', { pageScaleFactor: 1 });
    await expect
      .poll(async () => (await boxes(page, '.decline-dialog .modal-content')).box.bottom)
      .toBe(844);

    // And it declines, with the reason as the chip wrote it.
    await confirm.click();
    await dialog.waitFor({ state: 'hidden' });
    await page.clock.fastForward(6_000);
    await article.getByText('Afgewezen', { exact: true }).waitFor();
    await article.getByText('Niet uitvoerbaar.', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('on a desktop it stays a modal in the middle of the window', async () => {
    const { context, page, errors } = await leadAt(browser(), false);
    await openDeclineDialog(page);

    // Once it has slid in, its middle is the window's.
    const content = '.decline-dialog .modal-content';
    await expect
      .poll(async () => {
        const { box } = await boxes(page, content);
        return [(box.left + box.right) / 2, (box.top + box.bottom) / 2].map(Math.round);
      })
      .toEqual([640, 450]);
    const { corners } = await boxes(page, content);
    expect(corners.bottom).not.toBe('0px');
    expect(errors).toEqual([]);
    await context.close();
  });
});
