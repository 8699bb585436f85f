import { describe, expect, test } from 'vitest';
import { newPage, sharedBrowser } from './support/browser';

const browser = sharedBrowser();

describe('prefetch on idle', () => {
  test("once the sign-in page is usable, the signed-in layout's and the dashboard's code come while idle", async () => {
    const { page, errors, context } = await newPage(browser(), { fetchAhead: true });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/login');
    await page.getByRole('button', { name: 'Inloggen' }).waitFor();

    // Nothing is clicked or pointed at: the browser's idle time fetches them.
    await expect
      .poll(() =>
        requested.filter((path) => /\/(home-page|signed-in-layout)-[^/]+\.js$/.test(path)),
      )
      .toHaveLength(2);
    expect(errors).toEqual([]);
    await context.close();
  });
});
