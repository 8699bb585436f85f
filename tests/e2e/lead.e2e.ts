import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { seriousViolations } from './support/axe';
import { newPage, sharedBrowser, signIn } from './support/browser';

const browser = sharedBrowser();

const WAITING = 'Wacht op uw besluit, oudste eerst';
// A little longer than src/hooks/use-undoable.ts's UNDO_DELAY_MS.
const UNDO_WINDOW_MS = 6_000;

/**
 * Opens the longest waiting kaizen the lead decides on (the dashboard's waiting card lists only
 * those: four eyes) on its own, not in the triage; with `own`, the lead's own open kaizen from
 * /my-kaizens. Returns its detail and path.
 */
async function openWaiting(page: Page, { own = false } = {}) {
  await page.goto(own ? '/my-kaizens' : '/home');
  const card = own ? 'Wacht op besluit, oudste eerst' : WAITING;
  const link = page
    .getByRole('region', { name: card })
    .getByRole('listitem')
    .first()
    .getByRole('link');
  const path = ((await link.getAttribute('href')) ?? '').replace('?queue=review', '');
  expect(path).toMatch(own ? /^\/my-kaizen\/\d+$/ : /^\/kaizen\/\d+$/);
  await page.goto(path);
  const article = page.locator('article.kaizen-detail');
  await article.getByText('Wacht op besluit', { exact: true }).waitFor();
  return { article, path };
}

/** The paths of every kaizen in /home's waiting list. */
async function waitingPaths(page: Page) {
  await page.goto('/home');
  const list = page.getByRole('region', { name: WAITING });
  await list.getByRole('link').first().waitFor();
  return list
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')?.replace('?queue=review', '')));
}

const toast = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: text }).first().waitFor();

describe('team lead journey', () => {
  test('approves one open kaizen and declines another with a reason', async () => {
    const { page, errors, context } = await newPage(browser());
    // The page's own clock: each decision's undo window is skipped, not sat through.
    await page.clock.install();
    await signIn(page, 'lead@kaizen.demo');
    await page.waitForURL('**/home');

    const approved = await openWaiting(page);
    await approved.article.getByRole('button', { name: 'Goedkeuren', exact: true }).click();
    await page.clock.fastForward(UNDO_WINDOW_MS);
    await toast(page, 'De kaizen is goedgekeurd.');
    await approved.article.getByText('Goedgekeurd', { exact: true }).waitFor();
    await expect(
      approved.article.getByRole('button', { name: 'Goedkeuren', exact: true }).count(),
    ).resolves.toBe(0);

    const declined = await openWaiting(page);
    expect(declined.path).not.toBe(approved.path);
    await declined.article.getByRole('button', { name: 'Afwijzen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kaizen afwijzen' });
    const reason = 'Dit past niet in het budget van dit jaar; kom er in het voorjaar op terug.';
    // A reason is required: without one the dialog says so at the field.
    await dialog.getByRole('button', { name: 'Afwijzen' }).click();
    await dialog.getByText('Dit veld is verplicht.').waitFor();
    await dialog.getByRole('textbox', { name: 'Reden' }).fill(reason);
    await dialog.getByRole('button', { name: 'Afwijzen' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.clock.fastForward(UNDO_WINDOW_MS);
    await toast(page, 'De kaizen is afgewezen.');
    await declined.article.getByText('Afgewezen', { exact: true }).waitFor();
    await declined.article.getByText(reason).waitFor();

    // Both have left the waiting list, and each keeps its new status on a fresh load.
    const stillWaiting = await waitingPaths(page);
    expect(stillWaiting).not.toContain(approved.path);
    expect(stillWaiting).not.toContain(declined.path);
    await page.goto(approved.path);
    await page.locator('article.kaizen-detail').getByText('Goedgekeurd', { exact: true }).waitFor();
    await page.goto(declined.path);
    await page.locator('article.kaizen-detail').getByText('Afgewezen', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  test("moves kaizens of the active team to another team from its approved list, which the profile menu's bulk move opens", async () => {
    const { page, errors, context } = await newPage(browser());
    await signIn(page, 'lead@kaizen.demo');
    await page.waitForURL('**/home');
    await page.getByRole('button', { name: /Profielmenu/ }).click();
    await page.getByRole('link', { name: 'Meerdere kaizens verplaatsen' }).click();
    await page.waitForURL('**/kaizen/approved?team=1');

    const screen = page.getByRole('region', { name: 'Goedgekeurde kaizens' });
    const table = screen.getByRole('table', { name: 'Goedgekeurde kaizens' });
    // Data rows carry their title as a row header; the header row has column headers only.
    const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
    await rows.nth(1).waitFor();
    const chosen = [rows.nth(0), rows.nth(1)];
    const chosenTexts = await Promise.all(
      chosen.map(async (row) => (await row.textContent()) ?? ''),
    );
    for (const row of chosen) await row.getByRole('checkbox').check();
    const bar = screen.getByRole('region', { name: 'Acties voor de geselecteerde kaizens' });
    await bar.getByText('2 kaizens geselecteerd').waitFor();

    await bar.getByRole('button', { name: 'Verplaats naar team…' }).click();
    await bar.getByRole('option', { name: 'Kwaliteit' }).click();
    const sent = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/kaizen/move-multiple',
    );
    const dialog = page.getByRole('dialog', { name: 'Kaizens verplaatsen?' });
    await dialog.getByText('2 kaizens gaan naar Kwaliteit.').waitFor();
    await dialog.getByRole('button', { name: '2 kaizens verplaatsen' }).click();

    const body = (await sent).postData() ?? '';
    const ids = [...(/\[([\d,\s]+)\]/.exec(body)?.[1] ?? '').matchAll(/\d+/g)].map(([id]) => id);
    expect(ids).toHaveLength(2);
    await toast(page, '2 kaizens zijn verplaatst naar Kwaliteit.');
    await dialog.waitFor({ state: 'hidden' });
    await screen.getByRole('status').filter({ hasText: 'Geen kaizens geselecteerd' }).waitFor();
    await bar.waitFor({ state: 'detached' });

    // The list is reloaded without them, and each now belongs to Kwaliteit.
    await expect
      .poll(async () => {
        const left = await rows.allTextContents();
        return chosenTexts.filter((text) => left.includes(text));
      })
      .toEqual([]);
    for (const id of ids) {
      await page.goto(`/kaizen/${id}`);
      // The facts column: the team's name follows its term.
      const team = page.locator('.kaizen-detail__facts dt:text-is("Team") + dd');
      await team.filter({ hasText: /^Kwaliteit$/ }).waitFor();
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  // every-page.e2e.ts audits the lead's list routes; a single kaizen is only reached from them.
  test('the detail of a waiting kaizen, its decline dialog and its edit form pass axe', async () => {
    // axe-core goes in as an inline script, which the page's policy refuses.
    const { page, errors, context } = await newPage(browser(), { bypassCsp: true });
    await signIn(page, 'lead@kaizen.demo');
    await page.waitForURL('**/home');
    // Someone else's kaizen: nobody decides on their own (four eyes).
    const other = await openWaiting(page);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);

    await other.article.getByRole('button', { name: 'Afwijzen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kaizen afwijzen' });
    await dialog.getByRole('textbox', { name: 'Reden' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The lead's own waiting kaizen: editable, and another reviewer decides.
    const own = await openWaiting(page, { own: true });
    await own.article.getByText('Over uw eigen kaizen beslist een andere teamleider.').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await own.article.getByRole('link', { name: 'Bewerken' }).click();
    await page.waitForURL(`**${own.path}?edit=1`);
    await page.getByRole('heading', { name: 'Kaizen bewerken', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
