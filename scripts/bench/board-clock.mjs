/**
 * Where the page's clock starts for `hours` of the board: now, unless those hours would pass the
 * end of the month, when the board empties (it shows the month's approvals); then noon on this
 * month's first day, in which the kaizens the server approves now are the month's all the same.
 * A start from now failed the heap test in the last two hours of every month.
 */
export function boardClockStart(hours, now = new Date()) {
  const nextMonth = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  return now.getTime() + hours * 3_600_000 < nextMonth.getTime()
    ? now
    : new Date(now.getFullYear(), now.getMonth(), 1, 12);
}

/**
 * The team board's refreshes on the page's clock (Playwright's), for the browser test and the
 * bench: hours of them in seconds. Each step jumps the clock by the refresh's interval, which
 * runs every timer then due once (the refresh, a slide's turn), and waits for the list's answer
 * while the clock runs on as usual: a jump never passes a request under way (the HTTP client's
 * timeout runs on the page's clock too). The next jump waits until the page has taken the answer
 * in, which it says in its status line ("Bijgewerkt om 14:05"): only then is the next refresh
 * set, a minute from that moment, so a jump made before it falls short.
 */
export async function runBoardRefreshes(page, { refreshes, team, refreshMs = 60_000 }) {
  const isList = (url) => url.endsWith(`/api/kaizen/by-team/${team}`);
  const status = page.getByRole('status');
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  let sent = 0;
  const count = (request) => {
    if (isList(request.url())) sent += 1;
  };
  page.on('request', count);
  try {
    for (let refresh = 0; refresh < refreshes; refresh += 1) {
      const before = sent;
      const shown = (await status.textContent()) ?? '';
      const answered = page.waitForResponse((response) => isList(response.url()));
      await page.clock.fastForward(refreshMs);
      // The interval may be set again just after the jump (the page was still taking in the
      // last answer): then its refresh is due a moment later.
      while (sent === before) {
        await page
          .waitForRequest((request) => isList(request.url()), { timeout: 500 })
          .catch(() => undefined);
        if (sent === before) await page.clock.fastForward(1_000);
      }
      await answered;
      await status.filter({ hasNotText: new RegExp(`^${escape(shown)}$`) }).waitFor();
    }
  } finally {
    page.off('request', count);
  }
}
