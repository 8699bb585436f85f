import { describe, expect, test } from 'vitest';
import { newPage, sharedBrowser, signIn } from './support/browser';

const browser = sharedBrowser();

describe('offline', () => {
  test('a page whose code is not loaded yet says offline, and opens once the connection is back', async () => {
    const { page, errors, context } = await newPage(browser());
    await signIn(page, 'lead@kaizen.demo');
    await page.waitForURL('**/home');
    const nav = page.getByRole('navigation', { name: 'Hoofdnavigatie' });
    await nav.getByRole('link', { name: 'Goedgekeurd' }).waitFor();

    await context.setOffline(true);
    await page.getByText('U bent offline. Wat u invult blijft bewaard').waitFor();
    // Clicked without pointing first (a tap), so nothing of the page was fetched ahead.
    await nav.getByRole('link', { name: 'Goedgekeurd' }).dispatchEvent('click');

    await page
      .getByText('U bent offline. Deze pagina kan worden geladen zodra er weer verbinding is.')
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/kaizen/approved');
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);

    await context.setOffline(false);
    await page.getByRole('heading', { level: 1, name: 'Goedgekeurde kaizens' }).waitFor();
    await expect(page.getByText(/U bent offline/).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a connection that drops moves nothing on the page: the notice lies under the top bar, and a tap goes through it', async () => {
    const { page, errors, context } = await newPage(browser());
    await page.setViewportSize({ width: 360, height: 780 });
    await signIn(page, 'lead@kaizen.demo');
    await page.waitForURL('**/home');
    await page.goto('/kaizen');
    const details = page.getByText('Meer details', { exact: true });
    await details.waitFor();
    const crumbs = page.getByRole('navigation', { name: 'Kruimelpad' });
    const before = await Promise.all([details.boundingBox(), crumbs.boundingBox()]);

    await context.setOffline(true);
    const notice = page.getByText('U bent offline. Wat u invult blijft bewaard');
    await notice.waitFor();
    expect(await Promise.all([details.boundingBox(), crumbs.boundingBox()])).toEqual(before);
    // Under the top bar, so its menu, bell and profile stay in reach.
    const bar = await page.locator('.top-bar').boundingBox();
    const shown = await notice.boundingBox();
    expect(shown!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
    // A tap on the crumbs it covers reaches them.
    const crumb = crumbs.getByRole('link', { name: 'Dashboard' });
    const at = await crumb.boundingBox();
    expect(shown!.y + shown!.height).toBeGreaterThan(at!.y + at!.height / 2);
    await page.mouse.click(at!.x + at!.width / 2, at!.y + at!.height / 2);
    await page.waitForURL('**/home');

    await context.setOffline(false);
    await notice.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
