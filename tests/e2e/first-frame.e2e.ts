/**
 * The loading frame (src/first-frame/, docs/decisions.md "A frame before the code"): drawn from
 * index.html alone, with every script and stylesheet of the build held back, in the colour
 * the device showed last, under the Content-Security-Policy; then the page takes its place.
 */
import type { BrowserContext, Page, Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newPage, sharedBrowser, signIn } from './support/browser';
import { watchCsp } from './support/csp';

type Csp = Awaited<ReturnType<typeof watchCsp>>;

const browser = sharedBrowser();

const BUILT_CODE = /\/build\/assets\/.+\.(js|css)$/;
const RED = 'rgb(204, 0, 0)';
/** The demo company's colour, the lead's: #0b63c5. */
const BLUE = 'rgb(11, 99, 197)';
const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The box of the first element `selector` finds, or null when it is not on screen. */
const boxOf = (page: Page, selector: string): Promise<Box | null> =>
  page.evaluate((wanted) => {
    const element = document.querySelector(wanted);
    if (!element?.checkVisibility()) return null;
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x, y, width, height };
  }, selector);

const colourOf = (page: Page, selector: string, property: 'backgroundColor' | 'color') =>
  page.locator(selector).evaluate((element, name) => getComputedStyle(element)[name], property);

function expectSameBox(frame: Box | null, page: Box | null, what: string, keys: (keyof Box)[]) {
  expect(frame, `${what}: the frame's`).not.toBeNull();
  expect(page, `${what}: the page's`).not.toBeNull();
  for (const key of keys) expect(frame![key], `${what} ${key}`).toBeCloseTo(page![key], 0);
}

const report = (line: string) => console.info(`[first-frame] ${line}`);

/**
 * Opens `path` in a new page of `context` with every script and stylesheet of the build held back, until the
 * browser has painted. `release` lets the code through; `layoutShift` sums the
 * page's layout shifts since it started.
 */
async function openHeld(
  context: BrowserContext,
  csp: Csp,
  path: string,
  size: { width: number; height: number },
) {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The policy's reports come from every page of the context; the console's from this one.
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
      csp.consoleErrors.push(message.text());
    }
  });
  await page.setViewportSize({ width: size.width, height: size.height });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { qekShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const held: Route[] = [];
  await page.route(BUILT_CODE, (route) => {
    held.push(route);
  });
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() =>
    performance.getEntriesByType('paint').some((entry) => entry.name === 'first-paint'),
  );
  expect(held.length, 'the entry script was asked for, and held').toBeGreaterThan(0);
  const appDrawn = await page.evaluate(() =>
    Boolean(document.getElementById('root')?.hasChildNodes()),
  );
  expect(appDrawn, 'none of the app ran').toBe(false);
  return {
    page,
    csp,
    errors,
    kind: () => page.evaluate(() => document.documentElement.dataset.qekFrame),
    release: async () => {
      await Promise.all(held.map((route) => route.continue()));
      await page.unroute(BUILT_CODE);
    },
    layoutShift: async () => {
      const shifts = await page.evaluate(
        () => (window as unknown as { qekShifts: number[] }).qekShifts,
      );
      return shifts.reduce((sum, value) => sum + value, 0).toFixed(4);
    },
  };
}

type Held = Awaited<ReturnType<typeof openHeld>>;

/** The sign-in card: drawn in `colour`, then the sign-in page in its place, box for box. */
async function expectSignInCard(held: Held, colour: string, width: number) {
  const { page } = held;
  expect(await held.kind()).toBe('card');
  expect(await colourOf(page, '.qek-frame__brand', 'color')).toBe(colour);
  expect(await colourOf(page, '.qek-frame__button', 'backgroundColor')).toBe(colour);
  const card = await boxOf(page, '.qek-frame__card');
  const brand = await boxOf(page, '.qek-frame__brand');

  await held.release();
  await page.getByRole('button', { name: 'Inloggen' }).waitFor();

  expect(await page.locator('#qek-frame').count(), 'the page took its place').toBe(0);
  expect(await colourOf(page, '.public-layout__brand', 'color')).toBe(colour);
  expect(await colourOf(page, 'main .btn-primary', 'backgroundColor')).toBe(colour);
  expectSameBox(card, await boxOf(page, '.auth-card'), `card at ${width}`, ['x', 'y', 'width']);
  expectSameBox(brand, await boxOf(page, '.public-layout__brand'), 'brand', ['y', 'height']);
}

function expectNothingRefused(held: Held) {
  expect(held.csp.violations).toEqual([]);
  expect(held.csp.consoleErrors).toEqual([]);
  expect(held.errors).toEqual([]);
}

describe('the loading frame, drawn before any of the build’s code or styles arrive', () => {
  test('a device that never signed in: the sign-in card in the default red', async () => {
    const { page: first, context } = await newPage(browser());
    const csp = await watchCsp(context, first);
    for (const size of SIZES) {
      const held = await openHeld(context, csp, '/login', size);

      await expectSignInCard(held, RED, size.width);

      report(`/login at ${size.width} px, new device: layout shift ${await held.layoutShift()}`);
      expectNothingRefused(held);
    }
    await context.close();
  });

  test('signed in: the signed-in frame in the company’s colour, then the page in its place', async () => {
    const { page: signingIn, context } = await newPage(browser());
    const csp = await watchCsp(context, signingIn);
    await signIn(signingIn, 'lead@kaizen.demo');
    await signingIn.locator('.side-nav').waitFor();
    await signingIn.close();

    for (const size of SIZES) {
      const held = await openHeld(context, csp, '/home', size);
      const { page } = held;
      const phone = size.width < 768;
      expect(await held.kind()).toBe('app');
      const nav = await boxOf(page, '.qek-frame__nav');
      const bar = await boxOf(page, '.qek-frame__bar');
      const title = await boxOf(page, '.qek-frame__main > .qek-frame__title');
      // On a phone the company's colour is the "Nieuwe kaizen" bar, as on the page.
      expect(await colourOf(page, '.qek-frame__action', 'backgroundColor')).toBe(BLUE);
      if (phone) expect(nav).toBeNull();
      else expect(await colourOf(page, '.qek-frame__nav', 'backgroundColor')).toBe(BLUE);

      await held.release();
      await page.locator('main h1').waitFor();

      expect(await page.locator('#qek-frame').count(), 'the page took its place').toBe(0);
      if (!phone) {
        expectSameBox(nav, await boxOf(page, '.side-nav'), 'navigation', ['x', 'width']);
        expect(await colourOf(page, '.side-nav', 'backgroundColor')).toBe(BLUE);
      }
      expectSameBox(bar, await boxOf(page, '.top-bar'), `top bar at ${size.width}`, [
        'x',
        'y',
        'width',
        'height',
      ]);
      expectSameBox(title, await boxOf(page, 'main h1'), 'title', ['x', 'y']);
      report(`/home at ${size.width} px, signed in: layout shift ${await held.layoutShift()}`);
      expectNothingRefused(held);
    }
    await context.close();
  });

  test('signed out: the sign-in card, and the sign-in page, keep the company’s colour', async () => {
    const { page: signingOut, context } = await newPage(browser());
    const csp = await watchCsp(context, signingOut);
    await signIn(signingOut, 'lead@kaizen.demo');
    await signingOut.getByRole('button', { name: /Profielmenu/ }).click();
    await signingOut
      .getByRole('button', { name: 'Uitloggen' })
      .or(signingOut.getByRole('menuitem', { name: 'Uitloggen' }))
      .click();
    await signingOut.waitForURL('**/login');
    await signingOut.close();

    for (const size of SIZES) {
      const held = await openHeld(context, csp, '/login', size);

      await expectSignInCard(held, BLUE, size.width);

      report(`/login at ${size.width} px, signed out: layout shift ${await held.layoutShift()}`);
      expectNothingRefused(held);
    }
    await context.close();
  });
});
