/**
 * Bars that give way on a short screen (docs/decisions.md, "Bars on a short screen"): at 400 %
 * zoom (320x225 CSS px) and on a phone on its side, no bar stays fixed or sticky to an edge, so
 * the page's heading is in view and every control Tab reaches is drawn where it can be seen,
 * not under a bar. Each screen with a bar of its own: the home (the top bar and "Nieuwe
 * kaizen"), the capture form, the triage and a selection's bar.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { paths } from '@/config/paths';
import { TIMEOUTS } from '../timeouts';
import { baseUrl, sharedBrowser, signInEmployeeInProductie, submitLogin } from './support/browser';

const browser = sharedBrowser();

const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/126.0.0.0 Mobile Safari/537.36';

const SCREENS = {
  '400 % zoom (320x225)': { viewport: { width: 320, height: 225 } },
  'a phone on its side (844x390)': {
    viewport: { width: 844, height: 390 },
    isMobile: true,
    hasTouch: true,
    userAgent: PHONE_AGENT,
  },
};
type Screen = keyof typeof SCREENS;

async function open(screen: Screen): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser().newContext({
    baseURL: baseUrl(),
    locale: 'nl-NL',
    serviceWorkers: 'block',
    // Bootstrap scrolls smoothly otherwise: a focused control's place is read after the scroll.
    reducedMotion: 'reduce',
    ...SCREENS[screen],
  });
  context.setDefaultTimeout(TIMEOUTS.browserStep);
  return { context, page: await context.newPage() };
}

async function signInLead(page: Page) {
  await page.goto('/login');
  await submitLogin(page, 'lead@kaizen.demo');
  await page.waitForURL('**/home');
}

/** What is fixed or sticky to an edge and drawn: nothing, on a short screen. */
const pinned = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => {
        const { position } = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return (position === 'fixed' || position === 'sticky') && box.width * box.height > 0;
      })
      // The toasts' layer spans the screen and takes no taps; a toast in it is not a bar.
      .filter((element) => getComputedStyle(element).pointerEvents !== 'none')
      .map((element) => element.className || element.tagName),
  );

/** Presses Tab `presses` times and lists each control then focused that is not in sight. */
async function hiddenFocusStops(page: Page, presses: number): Promise<string[]> {
  const hidden: string[] = [];
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    const seen = await page.evaluate(() => {
      const focused = document.activeElement;
      if (!focused || focused === document.body) return null;
      const box = focused.getBoundingClientRect();
      const name = `${focused.tagName} ${focused.textContent?.trim().slice(0, 30) ?? ''}`;
      // A control drawn as a 1 px box (a hidden file input behind its label) is seen by its label.
      if (box.width <= 1 || box.height <= 1) return null;
      const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
      const y = box.top + Math.min(box.height, 20) / 2;
      if (y < 0 || y >= innerHeight) return `${name}: out of view at ${Math.round(y)}`;
      const hit = document.elementFromPoint(x, y);
      const shown = hit !== null && (focused.contains(hit) || hit.contains(focused));
      return shown ? null : `${name}: under ${hit?.className || hit?.tagName}`;
    });
    if (seen) hidden.push(seen);
  }
  return hidden;
}

async function expectGivesWay(page: Page, heading: string) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  expect(await pinned(page)).toEqual([]);
  await expect(page.getByRole('heading', { name: heading, level: 1 }).isVisible()).resolves.toBe(
    true,
  );
  expect(await hiddenFocusStops(page, 30)).toEqual([]);
}

describe.each(Object.keys(SCREENS) as Screen[])('on %s', (screen) => {
  test('the home: the top bar scrolls with the page, "Nieuwe kaizen" sits in it', async () => {
    const { context, page } = await open(screen);
    await signInEmployeeInProductie(page);

    await expectGivesWay(page, 'Dashboard');
    await page.getByRole('link', { name: 'Nieuwe kaizen' }).first().click();
    await page.waitForURL(`**${paths.kaizenNew}`);
    await context.close();
  });

  test('the capture form: its actions close the form in the flow of the page', async () => {
    const { context, page } = await open(screen);
    await signInEmployeeInProductie(page);
    await page.goto(paths.kaizenNew);
    await page.getByRole('button', { name: 'Indienen' }).waitFor();

    await expectGivesWay(page, 'Nieuwe kaizen');
    await context.close();
  });

  test('the triage: the dock of decisions scrolls with the kaizen', async () => {
    const { context, page } = await open(screen);
    await signInLead(page);
    await page.goto(paths.review);
    const first = page.locator('main a[href*="queue=review"]').first();
    await first.click();
    await page.getByRole('button', { name: 'Goedkeuren', exact: true }).waitFor();
    const title = await page.locator('main h1').innerText();

    await expectGivesWay(page, title);
    await context.close();
  });

  test("a selection's bar scrolls with the list", async () => {
    const { context, page } = await open(screen);
    await signInLead(page);
    await page.goto(paths.review);
    const box = page.locator('input[type=checkbox][data-row-id]').first();
    await box.check();
    await page.getByRole('region', { name: 'Acties voor de geselecteerde kaizens' }).waitFor();

    await expectGivesWay(page, 'Te beoordelen');
    await context.close();
  });
});
