import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newPage, sharedBrowser, signIn } from './support/browser';

const browser = sharedBrowser();

// The approved list as the team dashboard's "Goedgekeurd" tile opens it: the team's own.
const TEAM_LIST = '/kaizen/approved?team=1';

/** Counts the user's presses from now on (trusted mousedowns: one per click, whatever it hits). */
async function countClicks(page: Page) {
  await page.evaluate(() => {
    const counted = window as unknown as { qekClicks: number };
    counted.qekClicks = 0;
    document.addEventListener(
      'mousedown',
      (event) => {
        if (event.isTrusted) counted.qekClicks += 1;
      },
      true,
    );
  });
  return () => page.evaluate(() => (window as unknown as { qekClicks: number }).qekClicks);
}

const rowBoxes = (page: Page) => page.locator('input[type=checkbox][data-row-id]:enabled');

describe('bulk actions where the kaizens are', () => {
  test('five kaizens move from the approved list in five clicks (a box, Shift+click on the fifth); on a phone the bar sits at the bottom, in view', async () => {
    const { page, errors, context } = await newPage(browser());
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await signIn(page, 'lead@kaizen.demo');
    await page.waitForURL('**/home');
    await page.goto(TEAM_LIST);
    const table = page.getByRole('table', { name: 'Goedgekeurde kaizens' });
    await rowBoxes(page).nth(5).waitFor();
    const clicks = await countClicks(page);

    const chosen = await Promise.all(
      [0, 1, 2, 3, 4].map(async (n) =>
        Number(await rowBoxes(page).nth(n).getAttribute('data-row-id')),
      ),
    );
    await rowBoxes(page).nth(0).click();
    await rowBoxes(page)
      .nth(4)
      .click({ modifiers: ['Shift'] });
    const bar = page.getByRole('region', { name: 'Acties voor de geselecteerde kaizens' });
    await bar.getByText('5 kaizens geselecteerd').waitFor();
    await bar.getByRole('button', { name: 'Verplaats naar team…' }).click();
    await page
      .getByRole('listbox', { name: 'Teams' })
      .getByRole('option', { name: 'Logistiek' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Kaizens verplaatsen?' });
    await dialog.getByText('5 kaizens gaan naar Logistiek.').waitFor();
    const sent = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/kaizen/move-multiple',
    );
    await dialog.getByRole('button', { name: '5 kaizens verplaatsen' }).click();

    const body = (await sent).postData() ?? '';
    expect(body).toContain(`name="selected_kaizens"\r\n\r\n${JSON.stringify(chosen)}\r\n`);
    expect(body).toContain('name="team_id"\r\n\r\n2\r\n');
    await page.getByText('5 kaizens zijn verplaatst naar Logistiek.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(await clicks()).toBeLessThanOrEqual(5);
    // The focus lands on the list's heading, never on <body>.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe('kaizen-list-title');
    // They left the team's list.
    await expect
      .poll(async () =>
        (await rowBoxes(page).evaluateAll((boxes) => boxes.map((box) => box.dataset.rowId)))
          .map(Number)
          .filter((id) => chosen.includes(id)),
      )
      .toEqual([]);
    await table.waitFor();

    // A phone: the bar is fixed at the bottom of the screen, wholly in view, and the page's end
    // scrolls clear of it.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(TEAM_LIST);
    await rowBoxes(page).nth(3).waitFor();
    for (const n of [0, 1, 2]) await rowBoxes(page).nth(n).click();
    await bar.getByText('3 kaizens geselecteerd').waitFor();
    const box = await bar.boundingBox();
    expect(box).not.toBeNull();
    if (box) {
      expect(Math.abs(box.y + box.height - 844)).toBeLessThanOrEqual(1);
      expect(box.y).toBeGreaterThan(844 / 2);
      expect(box.x).toBe(0);
      expect(box.width).toBe(390);
    }
    const move = bar.getByRole('button', { name: 'Verplaats naar team…' });
    expect((await move.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    // Its confirmation is a sheet at the bottom, the width of the screen, as declining is: the
    // buttons stay where the thumb is, not in the middle of the screen.
    await move.click();
    await page
      .getByRole('listbox', { name: 'Teams' })
      .getByRole('option', { name: 'Logistiek' })
      .click();
    const sheet = page.locator('.modal.show .modal-content');
    await dialog.getByText('3 kaizens gaan naar Logistiek.').waitFor();
    await expect
      .poll(async () => {
        const at = await sheet.boundingBox();
        return at ? [Math.round(at.x), Math.round(at.width), Math.round(at.y + at.height)] : null;
      })
      .toEqual([0, 390, 844]);
    const confirm = dialog.getByRole('button', { name: '3 kaizens verplaatsen' });
    expect((await confirm.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // A card's checkbox: its target (the label round the box) is 44 px on a phone.
    const target = await rowBoxes(page).first().locator('xpath=..').boundingBox();
    expect(target?.height).toBeGreaterThanOrEqual(44);
    expect(target?.width).toBeGreaterThanOrEqual(44);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const pages = page.getByRole('navigation', { name: /Pagina's/ });
    const lastThing = (await pages.count()) > 0 ? pages : rowBoxes(page).last();
    await expect
      .poll(async () => {
        const last = await lastThing.boundingBox();
        const barNow = await bar.boundingBox();
        return last && barNow ? last.y + last.height <= barNow.y : false;
      })
      .toBe(true);

    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
