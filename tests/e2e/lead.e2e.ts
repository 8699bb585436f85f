import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { launchBrowser, newPage, resetDemo, signIn } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});
beforeEach(async () => {
  await resetDemo();
});

const WAITING = 'Wacht op besluit, oudste eerst';

/** The lead's dashboard: the links of the open kaizens, longest waiting first. */
async function waitingLinks(page: Page) {
  await page.goto('/home');
  const list = page.getByRole('region', { name: WAITING });
  await list.getByRole('link').first().waitFor();
  const hrefs = await list
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs;
}

/** Opens the first waiting kaizen from /home and returns its detail article and path. */
async function openFirstWaiting(page: Page) {
  const [first] = await waitingLinks(page);
  expect(first).toMatch(/^\/kaizen\/\d+$/);
  await page.getByRole('region', { name: WAITING }).locator(`a[href="${first}"]`).click();
  await page.waitForURL(`**${first}`);
  const article = page.locator('article.kaizen-detail');
  await article.getByText('Wacht op besluit', { exact: true }).waitFor();
  return { article, path: first ?? '' };
}

const toast = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: text }).first().waitFor();

describe('team lead journey', () => {
  test('approves one open kaizen and declines another with a reason', async () => {
    const { page, errors, context } = await newPage(browser);
    await signIn(page, 'lead@kaizen.demo');
    await page.waitForURL('**/home');

    const approved = await openFirstWaiting(page);
    await approved.article.getByRole('button', { name: 'Goedkeuren' }).click();
    await toast(page, 'De kaizen is goedgekeurd.');
    await approved.article.getByText('Goedgekeurd', { exact: true }).waitFor();
    await expect(
      approved.article.getByRole('button', { name: 'Goedkeuren' }).count(),
    ).resolves.toBe(0);

    const declined = await openFirstWaiting(page);
    expect(declined.path).not.toBe(approved.path);
    await declined.article.getByRole('button', { name: 'Afwijzen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kaizen afwijzen' });
    const reason = 'Dit past niet in het budget van dit jaar; kom er in het voorjaar op terug.';
    // An empty reason is refused at the field, before anything is sent.
    await dialog.getByRole('button', { name: 'Afwijzen' }).click();
    await dialog.getByText('Dit veld is verplicht.').waitFor();
    await dialog.getByRole('textbox', { name: 'Reden' }).fill(reason);
    await dialog.getByRole('button', { name: 'Afwijzen' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await toast(page, 'De kaizen is afgewezen.');
    await declined.article.getByText('Afgewezen', { exact: true }).waitFor();
    await declined.article.getByText(reason).waitFor();

    // Both have left the waiting list, and each keeps its new status on a fresh load.
    const stillWaiting = await waitingLinks(page);
    expect(stillWaiting).not.toContain(approved.path);
    expect(stillWaiting).not.toContain(declined.path);
    await page.goto(approved.path);
    await page.locator('article.kaizen-detail').getByText('Goedgekeurd', { exact: true }).waitFor();
    await page.goto(declined.path);
    await page.locator('article.kaizen-detail').getByText('Afgewezen', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('moves kaizens of the active team to another team', async () => {
    const { page, errors, context } = await newPage(browser);
    await signIn(page, 'lead@kaizen.demo');
    await page.waitForURL('**/home');
    await page.getByRole('button', { name: /Profielmenu/ }).click();
    await page.getByRole('link', { name: 'Meerdere kaizens verplaatsen' }).click();
    await page.waitForURL('**/move-multiple-kaizens');

    const screen = page.getByRole('region', { name: 'Meerdere kaizens verplaatsen' });
    const table = screen.getByRole('table', { name: 'Kaizens van het actieve team' });
    const checkboxes = table.getByRole('checkbox', { name: / selecteren$/ });
    await checkboxes.nth(1).waitFor();
    const rows = table.getByRole('row').filter({ has: page.getByRole('checkbox') });
    const chosen = [
      (await rows.nth(1).textContent()) ?? '',
      (await rows.nth(2).textContent()) ?? '',
    ];
    await rows.nth(1).getByRole('checkbox').check();
    await rows.nth(2).getByRole('checkbox').check();
    await screen.getByRole('status').filter({ hasText: '2 kaizens geselecteerd' }).waitFor();

    await screen.getByRole('combobox', { name: 'Naar team' }).selectOption({ label: 'Kwaliteit' });
    const sent = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/kaizen/move-multiple',
    );
    await screen.getByRole('button', { name: '2 kaizens verplaatsen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kaizens verplaatsen?' });
    await dialog.getByText('2 kaizens gaan naar Kwaliteit.').waitFor();
    await dialog.getByRole('button', { name: '2 kaizens verplaatsen' }).click();

    const body = (await sent).postData() ?? '';
    const ids = [...(/\[([\d,\s]+)\]/.exec(body)?.[1] ?? '').matchAll(/\d+/g)].map(([id]) => id);
    expect(ids).toHaveLength(2);
    await toast(page, '2 kaizens zijn verplaatst naar Kwaliteit.');
    await dialog.waitFor({ state: 'hidden' });
    await screen.getByRole('status').filter({ hasText: '0 kaizens geselecteerd' }).waitFor();

    // The list is reloaded without them, and each now belongs to Kwaliteit.
    await expect
      .poll(() => table.getByRole('row').allTextContents())
      .not.toEqual(expect.arrayContaining([chosen[0]]));
    for (const id of ids) {
      await page.goto(`/kaizen/${id}`);
      const team = page.locator('.kaizen-detail__facts > div').filter({ hasText: /^Team/ });
      await team
        .getByRole('definition')
        .filter({ hasText: /^Kwaliteit$/ })
        .waitFor();
    }
    expect(chosen).toHaveLength(2);
    expect(errors).toEqual([]);
    await context.close();
  });
});
