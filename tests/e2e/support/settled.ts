import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { TIMEOUTS } from '../../timeouts';

/**
 * Follows `page`'s requests from now on. `settled()` resolves once the page stands: none of its
 * requests under way, nothing marked busy, every image loaded, and all of it still so at the
 * next look. A condition, where `waitForLoadState('networkidle')` waits out 500 ms of quiet on
 * every visit.
 */
export function followRequests(page: Page): { settled: () => Promise<void> } {
  const underway = new Set<Request>();
  page.on('request', (request) => underway.add(request));
  page.on('requestfinished', (request) => underway.delete(request));
  page.on('requestfailed', (request) => underway.delete(request));
  const standing = async () =>
    underway.size === 0 &&
    (await page.evaluate(
      () =>
        document.querySelector('[aria-busy="true"]') === null &&
        [...document.images].every((image) => image.complete),
    )) &&
    underway.size === 0;
  return {
    async settled() {
      // Twice in a row: an answer just read may start the next request (a part's code, an image).
      let streak = 0;
      await expect
        .poll(async () => (streak = (await standing()) ? streak + 1 : 0), {
          timeout: TIMEOUTS.browserStep,
          interval: 50,
        })
        .toBeGreaterThanOrEqual(2);
    },
  };
}
