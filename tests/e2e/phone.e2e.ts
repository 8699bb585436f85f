/**
 * Every route fits a phone, everything is reachable from the drawer, and a kaizen list shows its
 * results before its filters (docs/decisions.md, "What counts as a phone"). A phone here is what
 * Chromium emulates: a mobile user agent, touch, and a mobile viewport (`isMobile`). The walks that
 * open every route as every persona also check that each works under the production
 * Content-Security-Policy with Trusted Types (docs/deploy.md, section 5), which the demo server
 * sends as production does: one walk, two checks.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { paths } from '@/config/paths';
import { sharedBrowser } from './support/browser';
import { checkPage, checkPages, type Findings } from './support/page-pass';
import {
  causedByApp,
  PERSONAS,
  phone,
  phoneChecks,
  signInOnPhone,
  type Persona,
} from './support/phone';
import { signedOutUrls, visitSignedInPages } from './support/routes';
import { visitSettled } from './support/settled';

const browser = sharedBrowser();

/**
 * The widths each persona's pages are measured at, each page loaded once and the phone turned
 * under it: the superadmin, who sees every route, at all.
 */
const WIDTHS: Record<Persona, number[]> = {
  employee: [360],
  lead: [360],
  admin: [360],
  superadmin: [320, 360, 390],
};

describe('every route fits a phone', () => {
  test.each(Object.keys(PERSONAS) as Persona[])(
    '%s: no route scrolls sideways or breaks the Content-Security-Policy',
    async (persona) => {
      const watched = await phone(browser());
      const { page, context, errors, csp } = watched;
      await signInOnPhone(page, persona);
      const checks = phoneChecks(WIDTHS[persona], watched);
      const findings: Findings = {};
      const routes = await visitSignedInPages(page, (url) =>
        checkPage(page, url, checks, findings),
      );
      expect(routes).toContain(paths.profile);
      expect(routes.some((route) => /^\/kaizen\/\d+$/.test(route))).toBe(true);

      expect(findings).toEqual({});
      // Anything raised after the last page's checks.
      expect(errors).toEqual([]);
      expect(causedByApp(csp.violations)).toEqual([]);
      await context.close();
    },
  );

  test('at 320 px, the signed-out pages fit too', async () => {
    const watched = await phone(browser(), 320);
    const { page, context, errors, csp } = watched;
    const checks = phoneChecks([320], watched, { everyViolation: true });
    expect(await checkPages(page, signedOutUrls(), checks)).toEqual({});
    expect(errors).toEqual([]);
    expect(csp.violations).toEqual([]);
    await context.close();
  });
});

const isInside = (container: Locator) =>
  container.evaluate((element) => element.contains(document.activeElement));

/** Presses Tab until `target` has the focus, failing after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 10) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

describe('the navigation drawer', () => {
  test('opens by keyboard, keeps the focus inside, closes on Escape and gives the focus back', async () => {
    const { page, context, errors } = await phone(browser());
    await signInOnPhone(page, 'lead');
    await visitSettled(page, paths.home);
    const toggle = page.getByRole('button', { name: 'Navigatie in- of uitklappen' });
    await tabTo(page, toggle);

    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Quick & Easy Kaizen' });
    await drawer.waitFor();
    await expect.poll(() => isInside(drawer)).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');

    const stops = await drawer.locator('a[href], button').count();
    for (let presses = 0; presses < stops + 3; presses += 1) {
      await page.keyboard.press('Tab');
      expect(await isInside(drawer), `focus left the drawer after ${presses + 1} Tabs`).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await isInside(drawer)).toBe(true);

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await expect
      .poll(() => toggle.evaluate((element) => element === document.activeElement))
      .toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('holds profile, my kaizens, bulk move, the languages and sign-out', async () => {
    const { page, context } = await phone(browser());
    await signInOnPhone(page, 'lead');
    await visitSettled(page, paths.home);
    // The top bar leaves the flags to the drawer.
    expect(await page.getByRole('group', { name: 'Taal kiezen' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Navigatie in- of uitklappen' }).click();
    const drawer = page.getByRole('dialog', { name: 'Quick & Easy Kaizen' });
    for (const name of ['Profiel', 'Mijn kaizens', 'Meerdere kaizens verplaatsen']) {
      await drawer.getByRole('link', { name }).waitFor();
    }
    await drawer.getByRole('group', { name: 'Taal kiezen' }).waitFor();

    await drawer.getByRole('button', { name: 'Wissel naar English' }).click();
    await drawer.getByRole('link', { name: 'Profile', exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    await drawer.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`**${paths.login}`);
    await context.close();
  });

  test('offers no bulk move to an employee, who may not move kaizens', async () => {
    const { page, context } = await phone(browser());
    await signInOnPhone(page, 'employee');
    await page.getByRole('button', { name: 'Navigatie in- of uitklappen' }).click();
    const drawer = page.getByRole('dialog', { name: 'Quick & Easy Kaizen' });
    await drawer.getByRole('link', { name: 'Profiel' }).waitFor();

    expect(await drawer.getByRole('link', { name: 'Meerdere kaizens verplaatsen' }).count()).toBe(
      0,
    );
    await context.close();
  });
});

describe('kaizen list filters on a phone', () => {
  test('the results come first; one button holds the filters, view, order and export', async () => {
    const { page, context } = await phone(browser(), 390);
    await signInOnPhone(page, 'lead');
    await visitSettled(page, `${paths.kaizenApproved}?q=Led&from=2020-01-01`);
    // Cards, a phone's default: a table of five columns does not fit it.
    const results = page.getByRole('list', { name: 'Goedgekeurde kaizens' });
    const firstResult = results.getByRole('listitem').first();
    await firstResult.waitFor();
    const search = page.getByRole('searchbox', { name: 'Zoeken' });
    const exportButton = page.getByRole('button', { name: 'Exporteren naar CSV' });
    const button = page.getByRole('button', { name: 'Filters (2)' });

    expect(await search.isVisible()).toBe(false);
    expect(await exportButton.isVisible()).toBe(false);
    // Under the top bar, the crumbs, the heading and the one button: no filter rows between.
    const row = await firstResult.boundingBox();
    expect(row?.y).toBeLessThanOrEqual(300);
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    await button.click();
    await search.waitFor();
    expect(await search.inputValue()).toBe('Led');
    expect(await exportButton.isVisible()).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await search.fill('Lamp');
    await page.waitForURL(/[?&]q=Lamp(&|$)/);
    await context.close();
  });

  test('a card shows its photos side by side at one size, or its title large, and a tap anywhere on it opens the kaizen', async () => {
    const { page, context } = await phone(browser(), 390);
    await signInOnPhone(page, 'lead');
    await visitSettled(page, paths.kaizenApproved);
    const card = page.getByRole('list', { name: 'Goedgekeurde kaizens' }).getByRole('listitem');
    await card.first().waitFor();
    const looks = await card.evaluateAll((items) =>
      items.map((item) => ({
        photos: [...item.querySelectorAll('.photo-pair img')].map((img) => {
          const { top, width, height } = img.getBoundingClientRect();
          return { top: Math.round(top), width: Math.round(width), height: Math.round(height) };
        }),
        titlePx: parseFloat(getComputedStyle(item.querySelector('h2') as Element).fontSize),
      })),
    );
    const paired = looks.filter((look) => look.photos.length === 2);
    expect(paired.length, 'a card with both photos on the first page').toBeGreaterThan(0);
    for (const [before, after] of paired.map((look) => look.photos)) {
      expect(after).toEqual(before);
      expect(before.width).toBeGreaterThan(100);
    }
    const bare = looks.filter((look) => look.photos.length === 0);
    expect(bare.length, 'a card without photos on the first page').toBeGreaterThan(0);
    for (const look of bare) expect(look.titlePx).toBeGreaterThanOrEqual(24);
    const first = card.first();
    const title = await first.getByRole('link').innerText();
    const box = await first.boundingBox();
    if (!box) throw new Error('The first card is not drawn.');

    // The bottom-right corner: far from the title, where no link used to be.
    await page.touchscreen.tap(box.x + box.width - 8, box.y + box.height - 8);

    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/kaizen\/\d+$/);
    await context.close();
  });
});

describe('a kaizen on a phone', () => {
  test('the bookkeeping waits folded under the idea; a tap opens it', async () => {
    const { page, context } = await phone(browser(), 390);
    await signInOnPhone(page, 'lead');
    await visitSettled(page, paths.kaizenApproved);
    await page
      .getByRole('list', { name: 'Goedgekeurde kaizens' })
      .getByRole('link')
      .first()
      .click();
    const article = page.getByRole('article');
    await article.getByRole('heading', { level: 1 }).waitFor();
    const summary = article.locator('summary', { hasText: 'Gegevens' });
    const decided = article.getByText('Besloten', { exact: true });

    expect(await summary.isVisible()).toBe(true);
    expect(await decided.isVisible()).toBe(false);
    const idea = await article.getByRole('heading', { name: 'Huidige situatie' }).boundingBox();
    const folded = await summary.boundingBox();
    expect(idea && folded && idea.y < folded.y).toBe(true);

    await summary.tap();
    await decided.waitFor();
    await context.close();
  });

  test('its before and after photos lie one over the other, a 44 px slider showing more of either', async () => {
    const { page, context } = await phone(browser(), 390);
    await signInOnPhone(page, 'lead');
    await visitSettled(page, paths.kaizenApproved);
    const paired = page
      .getByRole('list', { name: 'Goedgekeurde kaizens' })
      .getByRole('listitem')
      .filter({ has: page.getByText('Achteraf', { exact: true }) });
    await paired.first().getByRole('link').click();
    const slider = page.getByRole('slider', { name: 'Foto vooraf en achteraf vergelijken' });
    await slider.waitFor();

    const [before, after] = await page
      .locator('.photo-pair img')
      .evaluateAll((images) => images.map((image) => image.getBoundingClientRect().toJSON()));
    expect(after).toEqual(before);
    const box = await slider.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await slider.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await slider.getAttribute('aria-valuetext')).toBe('40% vooraf, 60% achteraf');
    const shown = await page
      .locator('.photo-pair')
      .evaluate((pair) => getComputedStyle(pair).getPropertyValue('--photo-pair-shown'));
    expect(shown.trim()).toBe('40%');
    await context.close();
  });
});
