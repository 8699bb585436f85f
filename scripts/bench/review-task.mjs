/**
 * The lead's tasks, through the interface, against the demo server, at 1280x900:
 * - review ten waiting kaizens from "Te beoordelen": approve six, decline three with a reason,
 *   approve and share one. It counts clicks and keys outside typing the reasons, full page
 *   loads, and times each decision to the next kaizen drawn (input event to the frame that
 *   shows the next title);
 * - move five kaizens from the team's approved list to another team, counting clicks: the
 *   first row's box, Shift+click on the fifth's, "Verplaats naar team…", the team, the
 *   confirmation.
 * Selectors are structural (classes, addresses, data attributes), so the task does not depend
 * on the interface language.
 */
import { median } from './page-load.mjs';
import { signInByRequest } from './targets.mjs';

const LEAD = 'lead@kaizen.demo';
// The seed's lead team has too few waiting kaizens for ten decisions; this many makes enough.
const KAIZENS = 400;
const DECISIONS = ['a', 'a', 'd', 'a', 's', 'a', 'd', 'a', 'a', 'd'];
const REASON = 'Dit doen we al op lijn 3.';
// A lead looks at a kaizen before deciding; the app ignores keys on one shown for less than
// 300 ms (src/hooks/use-settled.ts). Not part of the times measured.
export const LOOK_MS = 400;

/**
 * In the page: counts trusted clicks and keys (keys typed into a field are typing, not
 * counted), notes when the last one happened, and times each change of the page's title (the
 * kaizen on screen) from the input that caused it, on the frame that draws it.
 */
export function watchInput() {
  const state = { clicks: 0, keys: 0, lastInput: 0, title: '', changes: [] };
  window.__task = state;
  const typing = (target) => target instanceof Element && target.closest('input, textarea');
  document.addEventListener(
    'mousedown',
    (event) => {
      if (!event.isTrusted) return;
      state.clicks += 1;
      state.lastInput = performance.now();
    },
    true,
  );
  document.addEventListener(
    'keydown',
    (event) => {
      if (!event.isTrusted || typing(event.target)) return;
      state.keys += 1;
      state.lastInput = performance.now();
    },
    true,
  );
  const frame = () => {
    const shown = document.querySelector('main h1')?.textContent ?? '';
    if (shown !== state.title) {
      if (state.title) state.changes.push(performance.now() - state.lastInput);
      state.title = shown;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

const task = (page) => page.evaluate(() => window.__task);

/** Waits until the page's title is no longer `title`: the next kaizen (or the queue's end). */
export async function nextShown(page, title) {
  await page.waitForFunction((before) => {
    const shown = document.querySelector('main h1')?.textContent ?? '';
    return shown !== '' && shown !== before;
  }, title);
}

/** A fresh context after a demo reset (with `kaizens` if given): the lead, signed in, watched. */
async function leadAtDesk(browser, server, kaizens) {
  await server.reset({ kaizens });
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    locale: 'nl-NL',
    viewport: { width: 1280, height: 900 },
    serviceWorkers: 'block',
  });
  await signInByRequest(context, server.baseUrl, LEAD);
  const page = await context.newPage();
  await page.addInitScript(watchInput);
  return { context, page };
}

async function reviewOnce(browser, server) {
  const { context, page } = await leadAtDesk(browser, server, KAIZENS);
  try {
    let loads = 0;
    await page.goto('/home');
    const queue = page.locator('nav a[href="/review"]');
    await queue.waitFor();
    page.on('load', () => (loads += 1));
    const before = await task(page);

    await queue.click();
    const first = page.locator('.review-queue__link').first();
    await first.waitFor();
    const waiting = await page.locator('.review-queue__link').count();
    if (waiting < DECISIONS.length) throw new Error(`only ${waiting} kaizens wait for the lead`);
    await first.click();
    await page.locator('.triage-nav').waitFor();
    for (const key of DECISIONS) {
      const title = (await page.locator('main h1').textContent()) ?? '';
      await page.waitForTimeout(LOOK_MS);
      await page.keyboard.press(key);
      if (key === 'd') {
        const dialog = page.locator('.decline-dialog');
        await dialog.locator('textarea').fill(REASON);
        await dialog.locator('.modal-footer .btn-danger').click();
      }
      await nextShown(page, title);
    }
    await page.waitForURL('**/review');
    const after = await task(page);
    return {
      clicks: after.clicks - before.clicks,
      keys: after.keys - before.keys,
      loads,
      // Each decision's change of kaizen (the ones before were opening the queue and the first).
      nextMs: after.changes.slice(-DECISIONS.length),
    };
  } finally {
    await context.close();
  }
}

async function moveOnce(browser, server) {
  const { context, page } = await leadAtDesk(browser, server);
  try {
    // The list as the dashboard's "Goedgekeurd" tile opens it: the team's own.
    await page.goto('/kaizen/approved?team=1');
    const boxes = page.locator('input[type=checkbox][data-row-id]:enabled');
    await boxes.nth(5).waitFor();
    const before = await task(page);
    const start = Date.now();
    await boxes.nth(0).click();
    await boxes.nth(4).click({ modifiers: ['Shift'] });
    await page.locator('.bulk-bar__count').filter({ hasText: '5' }).waitFor();
    await page.locator('.bulk-bar__move').click();
    await page.locator('.team-picker__option').filter({ hasText: 'Logistiek' }).click();
    const moved = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/kaizen/move-multiple',
    );
    await page.locator('.modal-footer .btn-primary').click();
    if (!(await moved).ok()) throw new Error('the move failed');
    await page.locator('.qek-toast').waitFor();
    const after = await task(page);
    return { clicks: after.clicks - before.clicks, ms: Date.now() - start };
  } finally {
    await context.close();
  }
}

/** `runs` runs of each task; counts are the worst run's, times medians over all runs. */
export async function measureReviewTask(browser, server, runs) {
  const reviews = [];
  const moves = [];
  for (let run = 0; run < runs; run++) {
    reviews.push(await reviewOnce(browser, server));
    moves.push(await moveOnce(browser, server));
  }
  const worst = (results, key) => Math.max(...results.map((result) => result[key]));
  const next = reviews.flatMap((review) => review.nextMs).map(Math.round);
  const moveTimes = moves.map((move) => move.ms);
  const spread = (values) => `(${Math.min(...values)}-${Math.max(...values)}, n=${values.length})`;
  return [
    [
      'task.review_lead.inputs',
      worst(reviews, 'clicks') + worst(reviews, 'keys'),
      'clicks and keys outside typing the reasons, 10 decisions (aim <= 15)',
    ],
    ['task.review_lead.clicks', worst(reviews, 'clicks'), ''],
    ['task.review_lead.keys', worst(reviews, 'keys'), ''],
    ['task.review_lead.page_loads', worst(reviews, 'loads'), 'full page loads (aim 0)'],
    [
      'task.review_lead.next_drawn',
      median(next),
      `ms from a decision to the next kaizen drawn, median ${spread(next)} (aim <= 100)`,
    ],
    [
      'task.move_five.clicks',
      worst(moves, 'clicks'),
      'from the approved list, a range by Shift+click (aim <= 7)',
    ],
    ['task.move_five.time', median(moveTimes), `ms to the toast ${spread(moveTimes)}`],
  ];
}
