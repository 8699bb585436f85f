import { describe, expect, test } from 'vitest';
import { newPage, PASSWORD, sharedBrowser, signIn } from './support/browser';
import { visitSettled } from './support/settled';

const browser = sharedBrowser();

// jsdom has no date field with segments: only a browser shows a year typed digit by digit.
describe("the list's date filters take a date typed key by key", () => {
  test('"Ingediend vanaf" keeps every digit of the year and then filters on the whole date', async () => {
    const { page, errors, context } = await newPage(browser());
    await signIn(page, 'lead@kaizen.demo');
    await visitSettled(page, '/kaizen/approved');
    const from = page.getByLabel('Ingediend vanaf');

    // Into its first part (day or month, as the browser's language orders them), one key at a
    // time as a person types; 01-01 reads the same in either order.
    await from.focus();
    await page.keyboard.type('01012024', { delay: 60 });

    await expect.poll(() => from.inputValue()).toBe('2024-01-01');
    await expect
      .poll(() => new URL(page.url()).searchParams.get('from'), { timeout: 5000 })
      .toBe('2024-01-01');
    // Still the same date once the list has read it.
    expect(await from.inputValue()).toBe('2024-01-01');
    await expect.poll(() => from.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a date field is wide enough for a whole date in Dutch and in English', async () => {
    for (const locale of ['nl-NL', 'en-GB', 'en-US']) {
      const { page, context } = await newPage(browser(), { locale });
      // Signed in by the fields' purpose: their labels follow the browser's language.
      await page.goto('/login');
      await page.locator('input[autocomplete="username"]').fill('lead@kaizen.demo');
      await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname !== '/login');
      await visitSettled(page, '/kaizen/approved?from=2024-12-31&to=2024-12-31');
      for (const input of await page.locator('input[type="date"]').all()) {
        // The date's text, the picker's icon and the field's padding: 10.5rem at the least
        // (Firefox cut the year off at 151 px).
        const width = await input.evaluate((field) => field.getBoundingClientRect().width);
        expect(width, locale).toBeGreaterThanOrEqual(168);
      }
      await context.close();
    }
  });
});
