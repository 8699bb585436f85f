/**
 * The visual language of docs/design.md where only a browser can tell: tap targets and stacked
 * tables on a phone (390 px, an iPhone), where toasts sit against the top bar, the page's title
 * and the control just used, and the neutral focus ring of a field before anything is wrong.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { TIMEOUTS } from '../timeouts';
import { baseUrl, sharedBrowser, submitLogin } from './support/browser';
import { visitSettled } from './support/settled';

const browser = sharedBrowser();

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 ' +
  '(KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function open(owner: Browser, { phone }: { phone: boolean }) {
  const context = await owner.newContext({
    baseURL: baseUrl(),
    locale: 'nl-NL',
    serviceWorkers: 'block',
    ...(phone
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: IPHONE }
      : { viewport: { width: 1280, height: 800 } }),
  });
  context.setDefaultTimeout(TIMEOUTS.browserStep);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

async function signInAs(page: Page, email: string) {
  await page.goto('/login');
  await submitLogin(page, email);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

/** Each visible control in `scope` smaller than `min` px either way, by its name and size. */
async function tooSmall(scope: Locator, selector: string, min: number) {
  return scope.locator(selector).evaluateAll(
    (elements, least) =>
      elements
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && box.height > 0)
        .filter(({ box }) => box.width < least || box.height < least)
        .map(
          ({ element, box }) =>
            `${element.tagName} "${(element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 30)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        ),
    min,
  );
}

const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, [role="switch"]';

describe('on a phone at 390 px', () => {
  test('every control of the sign-in page is 24 px or more, signing in 44 px', async () => {
    const { context, page, errors } = await open(browser(), { phone: true });
    await visitSettled(page, '/login');
    const main = page.locator('main');

    expect(await tooSmall(main, CONTROLS, 24)).toEqual([]);
    const submit = await main.getByRole('button', { name: 'Inloggen' }).boundingBox();
    expect(submit?.height).toBeGreaterThanOrEqual(44);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("the top bar names the active team in a target of 44 px; the move table's checkboxes are 24 px", async () => {
    const { context, page, errors } = await open(browser(), { phone: true });
    await signInAs(page, 'lead@kaizen.demo');
    const team = page.getByRole('link', { name: /^Actief team: / });

    await expect.poll(() => team.textContent()).toContain('Productie');
    const box = await team.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    // Shown whole, not cut to "Produ…" by the ellipsis: at 390 px, and at 360 px, the width of
    // most Android phones (Firefox's 378 px, with its scrollbar, cut it when the bar was 2 px short).
    const name = team.locator('.top-bar__team-name');
    const whole = () => name.evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect(await whole()).toBe(true);
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await whole()).toBe(true);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await tooSmall(page.locator('.top-bar'), CONTROLS, 24)).toEqual([]);
    expect(await tooSmall(page.locator('main'), '.kaizen-list-item__link', 24)).toEqual([]);

    await visitSettled(page, '/kaizen/approved?team=1&view=table');
    const table = page.getByRole('table', { name: 'Goedgekeurde kaizens' });
    await table.getByRole('checkbox').nth(1).waitFor();
    expect(await tooSmall(table, 'input[type="checkbox"]', 24)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test.each([
    ['/user', 'super@kaizen.demo'],
    ['/team-management', 'super@kaizen.demo'],
    ['/kaizen/approved?team=1&view=table', 'lead@kaizen.demo'],
  ])('the table of %s is stacked rows that fit the screen', async (path, email) => {
    const { context, page, errors } = await open(browser(), { phone: true });
    await signInAs(page, email);
    await visitSettled(page, path);
    const table = page.locator('main table').first();
    await table.locator('tbody tr').first().waitFor();

    const layout = await table.evaluate((element) => {
      const rows = [...element.querySelectorAll('tbody tr')];
      const cells = [...element.querySelectorAll('tbody td, tbody th')];
      return {
        // One labelled cell under the other, not side by side as in a table.
        stacked: [...rows[0].querySelectorAll('td[data-label]')]
          .map((cell) => cell.getBoundingClientRect().top)
          .every((top, index, tops) => index === 0 || top > tops[index - 1]),
        // Every cell within the screen, none cut off at its right.
        widest: Math.max(...cells.map((cell) => cell.getBoundingClientRect().right)),
        scrolls:
          (element.parentElement?.scrollWidth ?? 0) > (element.parentElement?.clientWidth ?? 0),
        labelled: cells.filter((cell) => cell.hasAttribute('data-label')).length,
      };
    });
    expect(layout.stacked).toBe(true);
    expect(layout.widest).toBeLessThanOrEqual(390);
    expect(layout.scrolls).toBe(false);
    expect(layout.labelled).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('toasts', () => {
  test.each([
    ['a phone', true],
    ['a desktop', false],
  ])(
    "on %s start below the top bar and cover neither the page's title nor the status just set",
    async (_, phone) => {
      const { context, page, errors } = await open(browser(), { phone });
      // The page's own clock: the approval's undo window is skipped, not sat through.
      await page.clock.install();
      await signInAs(page, 'lead@kaizen.demo');
      const waiting = page.getByRole('region', { name: 'Wacht op uw besluit, oudste eerst' });
      // Its detail on its own, not in the triage (which moves on to the next after a decision).
      const path = await waiting.getByRole('link').nth(1).getAttribute('href');
      await page.goto((path ?? '').replace('?queue=review', ''));
      const title = page.locator('main h1');
      await title.waitFor();

      await page.getByRole('button', { name: 'Goedkeuren', exact: true }).click();
      await page.clock.fastForward(6_000);
      const toast = page.locator('.qek-toast', { hasText: 'De kaizen is goedgekeurd.' });
      await toast.waitFor();
      const status = page.locator('article header').getByText('Goedgekeurd', { exact: true });
      await status.waitFor();

      const [bar, heading, shown, toastBox] = await Promise.all([
        page.locator('.top-bar').boundingBox(),
        // The title's text, not the width its block spans: what a reader would lose.
        title.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          const { x, y, width, height } = range.getBoundingClientRect();
          return { x, y, width, height };
        }),
        status.boundingBox(),
        toast.boundingBox(),
      ]);
      if (!bar || !heading || !shown || !toastBox) throw new Error('Something is not shown.');
      const covers = (a: typeof bar, b: typeof bar) =>
        a.x < b.x + b.width && a.x + a.width > b.x && a.y < b.y + b.height && a.y + a.height > b.y;
      expect(toastBox.y).toBeGreaterThanOrEqual(bar.y + bar.height);
      expect(covers(toastBox, heading)).toBe(false);
      expect(covers(toastBox, shown)).toBe(false);
      expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(phone ? 390 : 1280);
      // Opaque: what it does cover must not show through the message.
      await expect(
        toast.evaluate((element) => getComputedStyle(element).backgroundColor),
      ).resolves.toMatch(/^rgb\(/);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

describe('the focus ring', () => {
  test('of an empty sign-in field is the neutral ink, not the red of the brand or of an error', async () => {
    const { context, page, errors } = await open(browser(), { phone: false });
    await visitSettled(page, '/login');
    const field = page.getByLabel('E-mailadres of gebruikersnaam');
    await field.focus();

    const look = () =>
      field.evaluate((element) => {
        const style = getComputedStyle(element);
        return { border: style.borderTopColor, shadow: style.boxShadow };
      });
    // Bootstrap eases the border into its focus colour: wait for where it ends.
    await expect.poll(async () => (await look()).border).toBe('rgb(52, 58, 64)');
    const { shadow } = await look();
    expect(shadow).toContain('rgb(52, 58, 64)');
    expect(shadow).not.toMatch(/rgba?\(204, 0, 0|rgba?\(220, 53, 69/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the top bar', () => {
  test('keeps its controls in place when the bell arrives after the first paint', async () => {
    const { page, context, errors } = await open(browser(), { phone: false });
    // The bell's code is held back until the positions before it are taken.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/notices-menu-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await signInAs(page, 'lead@kaizen.demo');
    const controls = [
      page.getByRole('button', { name: 'Wissel naar English' }),
      page.getByRole('link', { name: 'Actief team: Productie' }),
    ];
    const xs = () => Promise.all(controls.map(async (c) => (await c.boundingBox())?.x));
    const bell = page.getByRole('button', { name: /^Meldingen/ });
    // Measured without the bell: were its chunk's name to change, the hold above would miss it
    // and this test would compare two positions taken after it arrived.
    await controls[1].waitFor();
    expect(await bell.count()).toBe(0);
    const before = await xs();
    release();
    await bell.waitFor();
    // A control moving under the finger as it lands takes the tap elsewhere (found in WebKit).
    expect(await xs()).toEqual(before);
    expect(errors).toEqual([]);
    await context.close();
  });
});
