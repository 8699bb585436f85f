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
});
