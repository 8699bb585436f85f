import type { Page, Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newPage, sharedBrowser, signIn } from './support/browser';

const browser = sharedBrowser();
// A little longer than src/hooks/use-undoable.ts's UNDO_DELAY_MS.
const UNDO_WINDOW_MS = 6_000;
// A little longer than src/hooks/use-settled.ts's SETTLE_MS: a key acts on a kaizen on screen
// that long. The page's clock is jumped past it, never waited for.
const SETTLE_MS = 400;

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
    await page.clock.fastForward(SETTLE_MS);
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
    await page.clock.fastForward(SETTLE_MS);
    await page.keyboard.press('d');
    const dialog = page.getByRole('dialog', { name: 'Kaizen afwijzen' });
    await page.keyboard.type('Dubbel met een andere kaizen; zie a en s.');
    await dialog.getByRole('button', { name: 'Afwijzen' }).press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await showing(page, '1 van 3');

    // s: approved and shared in one go; the decline before it still waits in its own window.
    await page.clock.fastForward(SETTLE_MS);
    await page.keyboard.press('s');
    const third = await showing(page, '1 van 2');
    await page.clock.fastForward(SETTLE_MS);
    await page.keyboard.press('a');
    await showing(page, '1 van 1');
    await page.clock.fastForward(SETTLE_MS);
    await page.keyboard.press('a');
    await page.getByRole('heading', { name: 'Alles beoordeeld' }).waitFor();
    await page.waitForURL('**/review');

    // Each decision went once, when its own undo window ended (the oldest first);
    // approve-and-share as approve, then share.
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

describe('one decision per key press, and none lost when the page goes', () => {
  test('"a" held down with the keyboard\'s auto-repeat approves exactly one kaizen', async () => {
    const { page, errors, context } = await newPage(browser());
    const sent = recordDecisions(page);
    await page.clock.install();
    await signIn(page, 'lead@kaizen.demo');
    await page.waitForURL('**/home');
    await page.getByRole('link', { name: /^Te beoordelen\s+4 wachten$/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Te beoordelen' }).waitFor();
    await page.keyboard.press('j');
    await page.keyboard.press('Enter');
    const first = await showing(page, '1 van 4');
    await page.clock.fastForward(SETTLE_MS);

    // Pressed, and held: the next kaizen comes, stays on screen past its settling, and the
    // keyboard repeats the key on it (Chromium marks each repeat, as a real keyboard does).
    await page.keyboard.down('a');
    const second = await showing(page, '1 van 3');
    await page.clock.fastForward(SETTLE_MS);
    for (let repeat = 0; repeat < 28; repeat += 1) await page.keyboard.down('a');
    await page.keyboard.up('a');

    await page.clock.fastForward(UNDO_WINDOW_MS);
    await expect.poll(() => sent).toEqual([`approve ${first.id}`]);
    expect((await showing(page, '1 van 3')).id).toBe(second.id);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a page reloaded while a decision waits sends it, without the browser asking to stay', async () => {
    const { page, errors, context } = await newPage(browser());
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    const sent = recordDecisions(page);
    await signIn(page, 'lead@kaizen.demo');
    await page.waitForURL('**/home');
    await page.getByRole('link', { name: /^Te beoordelen\s+4 wachten$/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Te beoordelen' }).waitFor();
    await page.keyboard.press('j');
    await page.keyboard.press('Enter');
    const first = await showing(page, '1 van 4');
    await page.getByRole('button', { name: 'Goedkeuren', exact: true }).click();
    await showing(page, '1 van 3');
    await page.getByRole('button', { name: 'Ongedaan maken' }).waitFor();

    await page.reload();
    await page.getByRole('navigation', { name: 'Wachtrij' }).waitFor();
    expect(dialogs).toEqual([]);
    // The server took it: after the reload the queue is one shorter, without the first.
    // (Playwright does not report a request that outlives its page.)
    await showing(page, '1 van 3');
    expect(idOf(page)).not.toBe(first.id);
    expect(sent).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
