/**
 * npm run bench:impact: what the dashboard's "Wat de kaizens opleverden" costs at scale, in
 * Chromium against the demo server. (1) The lead's cold `/home` over a team of about 10,000
 * kaizens (the company seeded with `IMPACT_TEAM_SEED`, 50,000, spread over five teams): its
 * longest task, the impact figures included. (2) A click on the year's "Geld bespaard": the
 * time until its kaizens are listed and the longest task meanwhile. (3) A company of
 * `IMPACT_COMPANY_SEED` (10,000) kaizens: a click on "Hele bedrijf" until its figures are drawn
 * (the approved table read page by page), the pages read, the longest task meanwhile.
 * `IMPACT_DIST` reuses a production build; `IMPACT_RUNS` (3) runs, median and range.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from './build.mjs';
import { launchChromium } from './chromium.mjs';
import { median, networkQuiet, valueInPage } from './page-load.mjs';
import { startDemoServer } from './server.mjs';
import { homeUsable, signInByRequest } from './targets.mjs';

const TEAM_SEED = Number(process.env.IMPACT_TEAM_SEED ?? 50_000);
const COMPANY_SEED = Number(process.env.IMPACT_COMPANY_SEED ?? 10_000);
const RUNS = Number(process.env.IMPACT_RUNS ?? 3);
// `home` alone measures a build without the impact figures, for an A/B of the first load.
const PARTS = (process.env.IMPACT_PARTS ?? 'home,list,company').split(',');
const LONG_TASK_AIM = 'aim <= 50 ms';
const log = (message) => process.stderr.write(`[impact] ${message}\n`);
const load = () =>
  `${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')} (${cpus().length} cores)`;

/** Long tasks with their start, and the moment the dashboard is drawn. */
const observer = `(() => {
  window.__impactTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__impactTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const drawn = ${homeUsable.toString()};
  const poll = () => {
    if (drawn()) window.__impactHomeAt = performance.now();
    else requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
})()`;

/**
 * Clicks the link matching `selector` in the page's main world (a Playwright click would run
 * its own injected script, a long task of its own) and waits, frame by frame, until `done`
 * (an expression) holds. The time from the click and the longest task since.
 */
async function clickUntil(page, selector, done) {
  const clickedAt = await valueInPage(
    page,
    `(() => {
      const link = document.querySelector(${JSON.stringify(selector)});
      if (!link) return null;
      const at = performance.now();
      link.click();
      const poll = () => {
        if (${done}) window.__impactDoneAt = performance.now();
        else requestAnimationFrame(poll);
      };
      window.__impactDoneAt = undefined;
      requestAnimationFrame(poll);
      return at;
    })()`,
  );
  const doneAt = await valueInPage(page, 'window.__impactDoneAt', { timeoutMs: 120_000 });
  await networkQuiet(page, { timeoutMs: 120_000 });
  const tasks = await valueInPage(page, 'window.__impactTasks');
  const longest = Math.max(0, ...tasks.filter(([start]) => start >= clickedAt).map(([, d]) => d));
  return { timeMs: doneAt - clickedAt, longestTaskMs: longest };
}

async function signedInPage(browser, server) {
  const context = await browser.newContext({
    locale: 'nl-NL',
    viewport: { width: 1280, height: 900 },
    serviceWorkers: 'block',
  });
  await signInByRequest(context, server.baseUrl, 'lead@kaizen.demo');
  const page = await context.newPage();
  await page.addInitScript({ content: observer });
  await page.goto(`${server.baseUrl}/home`);
  const drawnAt = await valueInPage(page, 'window.__impactHomeAt', { timeoutMs: 120_000 });
  await networkQuiet(page, { timeoutMs: 120_000 });
  const tasks = await valueInPage(page, 'window.__impactTasks');
  // The team's list arrived: from the task that received it on, the work is the list's and
  // the figures'; before it, the page's start-up (bench:startup names those tasks).
  const listAt = await valueInPage(
    page,
    `performance.getEntriesByType('resource').find((entry) => entry.name.includes('/api/kaizen/by-team/'))?.responseEnd ?? 0`,
  );
  const longest = (list) => Math.max(0, ...list.map(([, duration]) => duration));
  return {
    context,
    page,
    drawnAt,
    longestTaskMs: longest(tasks),
    afterListMs: longest(tasks.filter(([start, duration]) => start + duration >= listAt)),
  };
}

const year = new Date().getFullYear();

async function teamRun(browser, server) {
  await server.reset({ kaizens: TEAM_SEED });
  const { context, page, longestTaskMs, afterListMs } = await signedInPage(browser, server);
  try {
    const list = PARTS.includes('list')
      ? await clickUntil(
          page,
          `.impact dl a[href$="?effect=money&period=${year}"]`,
          `document.querySelector('.impact-kaizens li a') !== null`,
        )
      : undefined;
    const answer = await context.request.get(`${server.baseUrl}/api/kaizen/by-team/1`, {
      headers: { Accept: 'application/json' },
    });
    const teamSize = (await answer.json()).length;
    return { teamSize, home: longestTaskMs, afterList: afterListMs, list };
  } finally {
    await context.close();
  }
}

async function companyRun(browser, server) {
  await server.reset({ kaizens: COMPANY_SEED });
  const { context, page } = await signedInPage(browser, server);
  let pages = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/kaizen/table/approved')) pages += 1;
  });
  try {
    const company = await clickUntil(
      page,
      '.impact-scope a[href$="?scope=company"]',
      `document.querySelector('.impact[aria-busy="false"] .impact-scope [aria-current="true"][href$="?scope=company"]') !== null &&
        document.querySelector('.impact[aria-busy="false"] .impact-months') !== null`,
    );
    return { ...company, pages };
  } finally {
    await context.close();
  }
}

const stat = (values, unit, aim) => {
  const shown = values.map((value) => Math.round(value));
  const spread = `(${Math.min(...shown)}-${Math.max(...shown)}, n=${shown.length})`;
  return `${Math.round(median(values))} ${[unit, spread, aim].filter(Boolean).join(' ')}`;
};

const own = process.env.IMPACT_DIST === undefined;
const dist = process.env.IMPACT_DIST ?? mkdtempSync(join(tmpdir(), 'qek-impact-'));
try {
  console.log(`machine.load.start: ${load()}`);
  if (own) {
    log('building the production app');
    await buildApp(dist);
  }
  const server = await startDemoServer(dist);
  const browser = await launchChromium();
  try {
    const team = [];
    const company = [];
    for (let run = 1; run <= RUNS; run += 1) {
      log(`run ${run} of ${RUNS}: a team of ~${TEAM_SEED / 5} kaizens`);
      team.push(await teamRun(browser, server));
      if (!PARTS.includes('company')) continue;
      log(`run ${run} of ${RUNS}: a company of ${COMPANY_SEED} kaizens`);
      company.push(await companyRun(browser, server));
    }
    const print = (name, values, unit, aim) => {
      if (values.length > 0) console.log(`impact.${name}: ${stat(values, unit, aim)}`);
    };
    const lists = team.flatMap((r) => (r.list ? [r.list] : []));
    print(
      'team_kaizens',
      team.map((r) => r.teamSize),
      '',
    );
    print(
      'home.longest_task',
      team.map((r) => r.home),
      'ms',
    );
    print(
      'home.after_list.longest_task',
      team.map((r) => r.afterList),
      'ms',
      LONG_TASK_AIM,
    );
    print(
      'figure_list.time',
      lists.map((r) => r.timeMs),
      'ms',
    );
    print(
      'figure_list.longest_task',
      lists.map((r) => r.longestTaskMs),
      'ms',
      LONG_TASK_AIM,
    );
    print(
      'company.pages',
      company.map((r) => r.pages),
      'requests',
    );
    print(
      'company.time',
      company.map((r) => r.timeMs),
      'ms',
    );
    print(
      'company.longest_task',
      company.map((r) => r.longestTaskMs),
      'ms',
      LONG_TASK_AIM,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
  if (PARTS.includes('company')) console.log(`impact.company_kaizens: ${COMPANY_SEED}`);
  console.log(`machine.load.end: ${load()}`);
} finally {
  if (own) rmSync(dist, { recursive: true, force: true });
}
