import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { TIMEOUTS } from '../../timeouts';

const hasHeading = (page: Page) =>
  page.evaluate(() => document.querySelector('main h1, h1') !== null);

/**
 * Takes the app on `page` to `path` as its links do, without loading the document again, and
 * resolves once that page's heading is drawn: one not there before, or one whose text changed
 * (pages drawn by one component, as the kaizen lists, keep their heading element). The entry
 * pushed carries no state of the app's, as one made by a #fragment typed after the address.
 */
async function goInApp(page: Page, path: string): Promise<void> {
  const left = await page.evaluate((to) => {
    if (location.pathname + location.search === to) return null;
    const heading = document.querySelector('main h1, h1');
    heading?.setAttribute('data-left', '');
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
    return heading?.textContent ?? '';
  }, path);
  if (left === null) return;
  await page.waitForFunction(
    (text) => {
      const heading = document.querySelector('main h1, h1');
      return (
        heading !== null && (!heading.hasAttribute('data-left') || heading.textContent !== text)
      );
    },
    left,
    { polling: 50, timeout: TIMEOUTS.browserStep },
  );
}

/**
 * Opens `path` and resolves once the page stands: its heading drawn, none of its requests under
 * way, nothing marked busy, every image in view loaded, and all of it still so at the next look. A
 * condition, where `waitForLoadState('networkidle')` waits out 500 ms of quiet on every visit.
 * `inApp`: reached inside the app already on the page, as its links go, where a document load
 * of the whole app per page would only repeat the start-up (the first page still loads).
 */
export async function visitSettled(
  page: Page,
  path: string,
  { inApp = false } = {},
): Promise<void> {
  const underway = new Set<Request>();
  const started = (request: Request) => underway.add(request);
  const ended = (request: Request) => underway.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const standing = async () =>
    underway.size === 0 &&
    (await page.evaluate(
      () =>
        document.querySelector('[aria-busy="true"]') === null &&
        // A lazy image below the fold waits for a scroll (kaizen cards' photos): not part of
        // the page as it stands.
        [...document.images].every(
          (image) =>
            image.complete ||
            (image.loading === 'lazy' && image.getBoundingClientRect().top > innerHeight),
        ),
    )) &&
    underway.size === 0;
  try {
    if (inApp && (await hasHeading(page))) await goInApp(page, path);
    else {
      await page.goto(path);
      await page.locator('main h1, h1').first().waitFor();
    }
    // Twice in a row: an answer just read may start the next request (a part's code, an image).
    let streak = 0;
    await expect
      .poll(async () => (streak = (await standing()) ? streak + 1 : 0), {
        timeout: TIMEOUTS.browserStep,
        interval: 50,
      })
      .toBeGreaterThanOrEqual(2);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
