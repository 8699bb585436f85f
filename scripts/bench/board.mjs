/**
 * The team board (`BENCH_PARTS=board`): its first load on a cold browser (the code's bytes from
 * disk, raw and gzip, the API's and the photos' bytes on the wire, and the time to the first
 * slide with its photos drawn), the time from a new approval on the demo server to its slide on
 * the board, and the JS heap after eight hours of its refresh on the page's clock. The lead of
 * team Productie, at 1920x1080, after approving a few of the team's waiting kaizens (the seed's
 * dates are spread over a year, so this month may hold none yet). See docs/bench.md.
 */
import { heapAfterGc } from './chromium.mjs';
import { boardClockStart, runBoardRefreshes } from './board-clock.mjs';
import { KB } from './files.mjs';
import { coldLoad, median, valueInPage } from './page-load.mjs';
import { signInByRequest } from './targets.mjs';

const SCREEN = { viewport: { width: 1920, height: 1080 } };
const MINUTE = 60_000;
/** The board's own timings (src/features/board/board-timing.ts). */
const REFRESH_MS = MINUTE;
const HOURS = Number(process.env.BOARD_HOURS ?? 8);
const TEAM = 1;

/** The first slide is on the screen with every photo it has decoded. */
export function boardUsable() {
  const slide = document.querySelector('.board-slide');
  const title = slide?.querySelector('h2')?.textContent ?? '';
  return (
    location.pathname === '/board' &&
    title !== '' &&
    [...slide.querySelectorAll('img')].every((img) => img.complete && img.naturalWidth > 0)
  );
}

async function xsrfHeaders(context, baseUrl) {
  const xsrf = (await context.cookies(baseUrl)).find((cookie) => cookie.name === 'XSRF-TOKEN');
  return { Accept: 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(xsrf?.value ?? '') };
}

const unwrap = (body) => (body && typeof body === 'object' && 'data' in body ? body.data : body);

/** Approves `count` waiting kaizens of the team (with photos first) as the lead; their titles. */
async function approveSome(context, baseUrl, count) {
  const headers = await xsrfHeaders(context, baseUrl);
  const list = unwrap(
    await (await context.request.get(`${baseUrl}/api/kaizen/by-team/${TEAM}`, { headers })).json(),
  );
  const waiting = list
    .filter((kaizen) => kaizen.status === 'open')
    .sort((a, b) => Number(Boolean(b.before_image_src)) - Number(Boolean(a.before_image_src)));
  const titles = [];
  for (const kaizen of waiting) {
    if (titles.length === count) break;
    const response = await context.request.post(`${baseUrl}/api/kaizen/${kaizen.id}`, {
      data: { _method: 'PUT', status: 'approved' },
      headers,
    });
    // Four eyes: the lead's own are refused.
    if (response.ok()) titles.push(kaizen.title);
  }
  if (titles.length < count) throw new Error(`only ${titles.length} kaizens could be approved`);
  return titles;
}

/** A context with the lead signed in, and a page on the team's board, on the page's clock. */
async function boardPage(browser, server) {
  const context = await browser.newContext({ ...SCREEN, locale: 'nl-NL', serviceWorkers: 'block' });
  await signInByRequest(context, server.baseUrl, 'lead@kaizen.demo');
  const page = await context.newPage();
  await page.clock.install({ time: boardClockStart(HOURS) });
  await page.goto(`${server.baseUrl}/board?team=${TEAM}`);
  await page.locator('.board-slide').waitFor({ timeout: 60_000 });
  return { context, page };
}

/** One cold first load: code sizes, the bytes of everything else, the time to the first slide. */
async function firstLoad(browser, server, dist) {
  await server.reset();
  let data = 0;
  const result = await coldLoad(browser, {
    baseUrl: server.baseUrl,
    dist,
    path: `/board?team=${TEAM}`,
    ready: boardUsable,
    device: SCREEN,
    async prepare(context) {
      await signInByRequest(context, server.baseUrl, 'lead@kaizen.demo');
      await approveSome(context, server.baseUrl, 3);
      context.on('requestfinished', async (request) => {
        const type = request.resourceType();
        if (type === 'script' || type === 'stylesheet') return;
        const sizes = await request.sizes().catch(() => undefined);
        if (sizes) data += sizes.responseBodySize + sizes.responseHeadersSize;
      });
    },
  });
  return { ...result, data };
}

/** Approves one more kaizen, runs the clock to the board's next refresh: ms until its slide. */
async function approvalToSlide(browser, server) {
  await server.reset();
  const { context, page } = await boardPage(browser, server);
  try {
    const [title] = await approveSome(context, server.baseUrl, 1);
    const start = Date.now();
    await page.clock.fastForward(REFRESH_MS);
    await page.waitForFunction(
      (wanted) => {
        const slide = document.querySelector('.board-slide');
        return (
          slide?.querySelector('h2')?.textContent === wanted &&
          [...slide.querySelectorAll('img')].every((img) => img.complete && img.naturalWidth > 0)
        );
      },
      title,
      { timeout: 60_000, polling: 'raf' },
    );
    return Date.now() - start;
  } finally {
    await context.close();
  }
}

/** The heap after GC on the first slide and after `HOURS` of refreshes, one a minute. */
async function heapOverHours(browser, server) {
  await server.reset();
  const setUp = await browser.newContext();
  await signInByRequest(setUp, server.baseUrl, 'lead@kaizen.demo');
  await approveSome(setUp, server.baseUrl, 3);
  await setUp.close();
  const { context, page } = await boardPage(browser, server);
  try {
    const start = await heapAfterGc(page);
    const started = Date.now();
    await runBoardRefreshes(page, { refreshes: HOURS * 60, team: TEAM, refreshMs: REFRESH_MS });
    const end = await heapAfterGc(page);
    const slides = await valueInPage(page, 'document.querySelectorAll(".board-slide").length');
    return { start, end, slides, realMs: Date.now() - started };
  } finally {
    await context.close();
  }
}

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
const spread = (values) =>
  `(${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))}, n=${values.length})`;

/** `runs` cold first loads and approvals, one long run of the heap; `name: value unit` lines. */
export async function measureBoard(browser, server, dist, runs, log = () => undefined) {
  const loads = [];
  for (let run = 1; run <= runs; run += 1) {
    log(`board first load ${run}/${runs}`);
    loads.push(await firstLoad(browser, server, dist));
  }
  const approvals = [];
  for (let run = 1; run <= runs; run += 1) {
    log(`board approval ${run}/${runs}`);
    approvals.push(await approvalToSlide(browser, server));
  }
  log(`board heap over ${HOURS} h of refreshes`);
  const heap = await heapOverHours(browser, server);
  const [first] = loads;
  const data = loads.map((load) => load.data / KB);
  return [
    ['board.first_load.js.raw', (first.js.raw / KB).toFixed(1), 'KB'],
    ['board.first_load.js.gzip', (first.js.gzip / KB).toFixed(1), 'KB'],
    ['board.first_load.css.gzip', (first.css.gzip / KB).toFixed(1), 'KB'],
    [
      'board.first_load.data',
      median(data).toFixed(1),
      `KB on the wire besides the code: API answers and photos, until the network went quiet ${spread(data)}`,
    ],
    [
      'board.first_slide',
      Math.round(median(loads.map((load) => load.usableMs))),
      `ms from navigation to the first slide with its photos drawn ${spread(loads.map((load) => load.usableMs))}`,
    ],
    [
      'board.approval_to_slide',
      Math.round(median(approvals)),
      `ms from the refresh after an approval to its slide drawn, photos in ${spread(approvals)}; the refresh comes every ${REFRESH_MS / 1000} s, so at most ${REFRESH_MS / 1000} s more`,
    ],
    ['board.heap.first_slide', mb(heap.start), 'MB after GC'],
    [
      `board.heap.after_${HOURS}h`,
      mb(heap.end),
      `MB after GC, ${HOURS * 60} refreshes on the page clock (${(heap.realMs / 1000).toFixed(0)} s real; aim: grown < 10 MB)`,
    ],
    [`board.heap.grown_${HOURS}h`, mb(heap.end - heap.start), 'MB (aim < 10)'],
  ];
}
