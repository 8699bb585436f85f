/**
 * Nothing fixed covers a control for good (docs/decisions.md, "Nothing floats over a control"):
 * on a phone "Nieuwe kaizen" is a bar along the bottom edge, in view at every scroll position,
 * and the page's end is padded so that every control can be scrolled, or tabbed, out from
 * under it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { paths } from '@/config/paths';
import { TIMEOUTS } from '../timeouts';
import { baseUrl, sharedBrowser, signInEmployeeInProductie } from './support/browser';
import { visitSettled } from './support/settled';

const browser = sharedBrowser();

const PHONE_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 ' +
  '(KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function employeeOnPhone() {
  const context = await browser().newContext({
    baseURL: baseUrl(),
    locale: 'nl-NL',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent: PHONE_AGENT,
    serviceWorkers: 'block',
    // Bootstrap scrolls smoothly otherwise: a focused control's place is read after the scroll.
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(TIMEOUTS.browserStep);
  const page = await context.newPage();
  await signInEmployeeInProductie(page);
  return { context, page };
}

const CONTROLS = 'main a[href], main button, main .badge, main summary, main input';

/** The bar's top edge, and whether it is drawn inside the viewport's bottom edge. */
function barPlace(page: Page) {
  return page.evaluate(() => {
    const bar = document.querySelector('.new-kaizen-bar');
    if (!bar?.checkVisibility()) throw new Error('no "Nieuwe kaizen" bar');
    const box = bar.getBoundingClientRect();
    return { top: box.top, inView: box.top >= 0 && Math.round(box.bottom) === innerHeight };
  });
}

/** At the end of the page: the controls whose box reaches under the bar. */
function coveredAtEnd(page: Page) {
  return page.evaluate(async (selector) => {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    for (let i = 0; i < 3; i += 1) await new Promise(requestAnimationFrame);
    const barTop = document.querySelector('.new-kaizen-bar')!.getBoundingClientRect().top;
    return [...document.querySelectorAll(selector)]
      .filter((control) => {
        const r = control.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.bottom > barTop + 0.5;
      })
      .map((control) => control.textContent?.trim().slice(0, 40) ?? control.tagName);
  }, CONTROLS);
}

describe('the "Nieuwe kaizen" bar on a phone (390x844)', () => {
  test.each([paths.home, paths.myKaizens, paths.kaizenApproved])(
    '%s: in view at the top and at the end, and no control stays under it',
    async (path) => {
      const { context, page } = await employeeOnPhone();
      await visitSettled(page, path);

      expect((await barPlace(page)).inView, 'in view at the top').toBe(true);
      expect(await coveredAtEnd(page)).toEqual([]);
      expect((await barPlace(page)).inView, 'in view at the end').toBe(true);
      await context.close();
    },
  );

  test('every control reached by Tab is scrolled clear of the bar', async () => {
    const { context, page } = await employeeOnPhone();
    await visitSettled(page, paths.myKaizens);
    const { top } = await barPlace(page);

    const hidden: string[] = [];
    for (let press = 0; press < 40; press += 1) {
      await page.keyboard.press('Tab');
      const place = await page.evaluate(() => {
        const focused = document.activeElement;
        if (!focused?.closest('main')) return null;
        const box = focused.getBoundingClientRect();
        return { bottom: box.bottom, name: focused.textContent?.trim().slice(0, 30) ?? '' };
      });
      if (place && place.bottom > top + 0.5) hidden.push(`${place.name}: ${place.bottom}`);
    }

    expect(hidden).toEqual([]);
    await context.close();
  });
});
