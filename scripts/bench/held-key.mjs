/**
 * The held key: the lead opens the first kaizen of her queue (1280x900, Dutch, the production
 * build against the demo server), looks at it, then holds "a" for about a second, as a key
 * pressed a little too long is held: the first keydown, the keyboard's auto-repeat delay
 * (500 ms), then a repeat every 35 ms (Chromium marks each `repeat`, as a real keyboard does).
 * She then leaves the triage for the dashboard, which sends every decision still waiting
 * behind its undo at once. The figure is the approvals sent. Aim: 1.
 */
import { signInByRequest } from './targets.mjs';

const LEAD = 'lead@kaizen.demo';
const REPEAT_DELAY_MS = 500;
const REPEAT_EVERY_MS = 35;
const HELD_MS = 1000;
// A lead looks at a kaizen before deciding; the app ignores keys on one shown for less than 300 ms.
const LOOK_MS = 400;

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function holdOnce(browser, server) {
  await server.reset();
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    locale: 'nl-NL',
    viewport: { width: 1280, height: 900 },
    serviceWorkers: 'block',
  });
  try {
    await signInByRequest(context, server.baseUrl, LEAD);
    const page = await context.newPage();
    const approvals = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      const update = /^\/api\/kaizen\/(\d+)$/.exec(pathname);
      if (request.method() === 'POST' && update && (request.postData() ?? '').includes('approved'))
        approvals.push(update[1]);
    });
    await page.goto('/review');
    await page.locator('.review-queue__link').first().click();
    await page.locator('.triage-nav').waitFor();
    await pause(LOOK_MS);

    const start = Date.now();
    await page.keyboard.down('a');
    await pause(REPEAT_DELAY_MS);
    while (Date.now() - start < HELD_MS) {
      await page.keyboard.down('a');
      await pause(REPEAT_EVERY_MS);
    }
    await page.keyboard.up('a');

    // Leaving the triage sends what waits, all at once, a moment after the triage has gone.
    const isApproval = (response) =>
      response.request().method() === 'POST' && /\/api\/kaizen\/\d+$/.test(response.url());
    const answered = page.waitForResponse(isApproval, { timeout: 10_000 }).catch(() => null);
    await page.locator('nav a[href="/home"]').first().click();
    await page.waitForURL('**/home');
    await answered;
    // Those sent together have all started by the time the first is answered; a moment for
    // their request events.
    await pause(200);
    return approvals.length;
  } finally {
    await context.close();
  }
}

/** `runs` runs; the figure is the worst run's. */
export async function measureHeldKey(browser, server, runs) {
  const sent = [];
  for (let run = 0; run < runs; run++) sent.push(await holdOnce(browser, server));
  return [
    [
      'task.held_key.approvals',
      Math.max(...sent),
      `approvals sent with "a" held ~1 s with auto-repeat, worst of ${runs} (aim 1)`,
    ],
  ];
}
