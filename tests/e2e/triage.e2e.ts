import type { Page, Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newPage, sharedBrowser, signIn } from './support/browser';

const browser = sharedBrowser();
// A little longer than src/hooks/use-undoable.ts's UNDO_DELAY_MS.
const UNDO_WINDOW_MS = 6_000;

/** The decisions sent: `approve 12`, `share 12`, `decline 12`, in the order they went. */
function recordDecisions(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    const decline = /^\/api\/kaizen\/(\d+)\/decline$/.exec(pathname);
    if (request.method() === 'POST' && decline) sent.push(`decline ${decline[1]}`);
    const update = /^\/api\/kaizen\/(\d+)$/.exec(pathname);
    if (request.method() !== 'POST' || !update) return;
    const body = request.postData() ?? '';
    if (body.includes('approved')) sent.push(`approve ${update[1]}`);
    else if (/name="shared"/.test(body)) sent.push(`share ${update[1]}`);
  });
  return sent;
}

const idOf = (page: Page) => /\/kaizen\/(\d+)/.exec(page.url())?.[1] ?? '';

/** The triage shows `title` as its kaizen, at `place` ("2 van 3"). */
async function showing(page: Page, place: string) {
  await page.getByRole('navigation', { name: 'Wachtrij' }).getByText(place).waitFor();
  return { id: idOf(page), title: (await page.locator('main h1').textContent()) ?? '' };
}

describe('the review triage, by keyboard, against the production build', () => {
  test('a lead reviews the whole queue with keys alone: approve, undo, decline, approve and share', async () => {
    const { page, errors, context } = await newPage(browser());
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const sent = recordDecisions(page);
    // The page's own clock, so the last decision's undo window is skipped, not sat through.
    await page.clock.install();
    await signIn(page, 'lead@kaizen.demo');
    await page.waitForURL('**/home');

    // The navigation counts what waits; the queue opens from there.
    await page.getByRole('link', { name: /^Te beoordelen\s+4 wachten$/ }).click();
    await page.waitForURL('**/review');
    await page.getByRole('heading', { level: 1, name: 'Te beoordelen' }).waitFor();
    await page.keyboard.press('j');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/kaizen/*?queue=review');
    const first = await showing(page, '1 van 4');

    // a: approved behind its undo, and the next is on screen at once.
    await page.keyboard.press('a');
    const second = await showing(page, '1 van 3');
    expect(second.id).not.toBe(first.id);
    await page.locator('.qek-toast', { hasText: first.title }).waitFor();
    // z takes it back before it is sent: the first is waiting again, before this one.
    await page.keyboard.press('z');
    await showing(page, '2 van 4');
    expect(sent).toEqual([]);

    // k back to it; d asks for the reason, typed in its field (the keys stay out of it).
    await page.keyboard.press('k');
    await showing(page, '1 van 4');
    await page.keyboard.press('d');
    const dialog = page.getByRole('dialog', { name: 'Kaizen afwijzen' });
    await page.keyboard.type('Dubbel met een andere kaizen; zie a en s.');
    await dialog.getByRole('button', { name: 'Afwijzen' }).press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await showing(page, '1 van 3');

    // s: approved and shared in one go; the decline before it is sent first.
    await page.keyboard.press('s');
    const third = await showing(page, '1 van 2');
    await expect.poll(() => sent.slice(0, 1)).toEqual([`decline ${first.id}`]);
    await page.keyboard.press('a');
    await showing(page, '1 van 1');
    await page.keyboard.press('a');
    await page.getByRole('heading', { name: 'Alles beoordeeld' }).waitFor();
    await page.waitForURL('**/review');

    // Each decision went once (the last when its undo window ended); approve-and-share as
    // approve, then share.
    await page.clock.fastForward(UNDO_WINDOW_MS);
    await expect.poll(() => sent.length).toBe(5);
    expect(sent[0]).toBe(`decline ${first.id}`);
    expect(sent.indexOf(`approve ${second.id}`)).toBeLessThan(sent.indexOf(`share ${second.id}`));
    expect(sent).toContain(`approve ${third.id}`);
    expect(sent.filter((line) => line.startsWith('approve'))).toHaveLength(3);
    await page.getByRole('link', { name: 'Te beoordelen' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
