import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { TIMEOUTS } from '../../timeouts';

/**
 * Opens `path` and resolves once the page stands: its heading drawn, none of its requests under
 * way, nothing marked busy, every image in view loaded, and all of it still so at the next look. A
 * condition, where `waitForLoadState('networkidle')` waits out 500 ms of quiet on every visit.
 */
export async function visitSettled(page: Page, path: string): Promise<void> {
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
    await page.goto(path);
    await page.locator('main h1, h1').first().waitFor();
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
