/**
 * Nothing that floats covers a control (docs/decisions.md, "Nothing floats over a control"): on
 * a phone the floating "Nieuwe kaizen" steps aside wherever a link, button or badge of the page
 * lies under it, at every scroll position, and stands in the page's bottom padding at its end.
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
  });
  context.setDefaultTimeout(TIMEOUTS.browserStep);
  const page = await context.newPage();
  await signInEmployeeInProductie(page);
  return { context, page };
}

/**
 * Scrolls from the top to the end in steps of a fifth of the screen and, once the page has
 * answered each scroll, lists the controls a shown floating button lies over, and whether it
 * was shown at all.
 */
function coveredWhileScrolling(page: Page) {
  return page.evaluate(async () => {
    const frames = async (count: number) => {
      for (let i = 0; i < count; i += 1) await new Promise(requestAnimationFrame);
    };
    const floating = document.querySelector('.new-kaizen-action--floating');
    if (!floating) throw new Error('no floating "Nieuwe kaizen"');
    const controls = 'main a[href], main button, main .badge, main summary';
    const end = document.documentElement.scrollHeight - innerHeight;
    const covered: string[] = [];
    const shownAt: number[] = [];
    for (let y = 0; ; y = Math.min(end, y + Math.round(innerHeight / 5))) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frames(3);
      if (!floating.classList.contains('is-aside')) {
        shownAt.push(y);
        const box = floating.getBoundingClientRect();
        for (const control of document.querySelectorAll(controls)) {
          const r = control.getBoundingClientRect();
          const overlaps =
            r.width > 0 &&
            r.right > box.left &&
            r.left < box.right &&
            r.bottom > box.top &&
            r.top < box.bottom;
          if (overlaps) covered.push(`${y}: ${control.textContent?.trim().slice(0, 40)}`);
        }
      }
      if (y === end) break;
    }
    return { covered, shownAt, end };
  });
}

describe('the floating "Nieuwe kaizen" on a phone (390x844)', () => {
  test.each([paths.home, paths.myKaizens, paths.kaizenApproved])(
    '%s: at no scroll position does it lie over a link, button or badge',
    async (path) => {
      const { context, page } = await employeeOnPhone();
      await visitSettled(page, path);

      const { covered, shownAt, end } = await coveredWhileScrolling(page);

      expect(covered).toEqual([]);
      // At the end the page's bottom padding leaves it room: it is there to tap.
      expect(shownAt).toContain(end);
      await context.close();
    },
  );
});
