/**
 * Every route fits a phone, everything is reachable from the drawer, and a kaizen list shows its
 * results before its filters (docs/decisions.md, "What counts as a phone"). A phone here is what
 * Chromium emulates: a mobile user agent, touch, and a mobile viewport (`isMobile`). The walks that
 * open every route as every persona also check that each works under the production
 * Content-Security-Policy with Trusted Types (docs/deploy.md, section 5), which the demo server
 * sends as production does: one walk, two checks.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { paths } from '@/config/paths';
import { TIMEOUTS } from '../timeouts';
import { baseUrl, sharedBrowser, submitLogin } from './support/browser';
import { CSP, watchCsp, type CspViolation } from './support/csp';
import { signedInRoutes, signedOutUrls } from './support/routes';
import { visitSettled } from './support/settled';

const browser = sharedBrowser();

const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/126.0.0.0 Mobile Safari/537.36';

const PERSONAS = {
  employee: 'employee@kaizen.demo',
  lead: 'lead@kaizen.demo',
  admin: 'admin@kaizen.demo',
  superadmin: 'super@kaizen.demo',
} as const;
type Persona = keyof typeof PERSONAS;

async function phone(owner: Browser, width = 360) {
  const context = await owner.newContext({
    baseURL: baseUrl(),
    locale: 'nl-NL',
    viewport: { width, height: 740 },
    isMobile: true,
    hasTouch: true,
    userAgent: PHONE_AGENT,
    // The walks measure the pages, not the service worker's caching of them.
    serviceWorkers: 'block',
  });
  context.setDefaultTimeout(TIMEOUTS.browserStep);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const csp = await watchCsp(context, page);
  return { context, page, errors, csp };
}

/** Signs in; the employee has no active team yet and picks Productie, like the others have. */
async function signInOnPhone(page: Page, persona: Persona) {
  const response = await page.goto(paths.login);
  // The page runs under the production policy, or the walk would prove nothing about it.
  expect(response?.headers()['content-security-policy']).toBe(CSP);
  await submitLogin(page, PERSONAS[persona]);
  // The address changes at once and a guard may then send the user on: wait for where they land.
  const landed = page.getByRole('heading', { level: 1, name: /^(Dashboard|Kies een team)$/ });
  await landed.waitFor();
  if (new URL(page.url()).pathname === paths.teamSelect) {
    await page
      .getByRole('list', { name: 'Uw teams' })
      .getByRole('button', { name: 'Productie' })
      .click();
    await page.waitForURL(`**${paths.home}`);
  }
}

/**
 * How far the page sticks out to the right, in CSS px. A mobile viewport zooms out to show a
 * wider page, so `innerWidth` grows with it: compare with the width the phone has instead.
 */
function overflow(page: Page, width: number): Promise<number> {
  return page.evaluate(
    (phoneWidth) => Math.max(document.documentElement.scrollWidth, window.innerWidth) - phoneWidth,
    width,
  );
}

/**
 * The violations the app causes. Chromium reports an inline event handler as a
 * `script-src-attr` violation as soon as any parser in the page meets one, even in the
 * sanitiser's inert document, where it never runs and is dropped; the demo's documentation
 * stores one on purpose (the XSS probe the sanitiser must remove). That report, raised inside
 * the sanitiser's own chunk, is the one left out; anything else fails the walk.
 */
const causedByApp = (violations: CspViolation[]) =>
  violations.filter(
    (violation) =>
      !(
        violation.directive === 'script-src-attr' &&
        /\/build\/assets\/safe-html-[\w-]+\.js:/.test(violation.at)
      ),
  );

/** Every signed-in route the persona may open (the route table's), by its address. */
const routesOf = async (page: Page) => (await signedInRoutes(page)).map(({ url }) => url);

/**
 * Each route the page sticks out on at each of `widths`, with by how much; empty when all fit.
 * A route is loaded once and measured at every width: the phone turns narrower or wider under it.
 */
async function overflowing(page: Page, routes: string[], widths: number[]) {
  const found: Record<string, number> = {};
  for (const route of routes) {
    await visitSettled(page, route);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 740 });
      // Laid out at the new width: the frame after the resize.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
      const px = await overflow(page, width);
      if (px > 0) found[`${route} at ${width} px`] = px;
    }
  }
  return found;
}

/** The widths each persona's walk is measured at: the superadmin, who sees every route, at all. */
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
      const { page, context, errors, csp } = await phone(browser());
      await signInOnPhone(page, persona);
      const routes = await routesOf(page);
      expect(routes).toContain(paths.profile);
      expect(routes.some((route) => /^\/kaizen\/\d+$/.test(route))).toBe(true);

      expect(await overflowing(page, routes, WIDTHS[persona])).toEqual({});
      expect(errors).toEqual([]);
      expect(causedByApp(csp.violations)).toEqual([]);
      await context.close();
    },
  );

  test('at 320 px, the signed-out pages fit too', async () => {
    const { page, context, errors, csp } = await phone(browser(), 320);
    expect(await overflowing(page, signedOutUrls(), [320])).toEqual({});
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
