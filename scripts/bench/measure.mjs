/** The figures of one build: first-load sizes, times to usable, route change, heap. */
import { join } from 'node:path';
import { heapAfterRoutes, homeRevisit, moves } from './browse.mjs';
import { chunkList, fileSize, KB } from './files.mjs';
import { coldLoad, median, mostRequestsPerFile } from './page-load.mjs';
import { signedInPaths } from './routes.mjs';
import { floorUsable, homeUsable, loginUsable, signInByForm, signInByRequest } from './targets.mjs';

/** The kaizen count of the large-company figures (`home.kaizens_10000.*`, docs/bench.md). */
const LARGE = 10_000;
const ENGLISH = 'en-US';
const kb = (bytes) => (bytes / KB).toFixed(1);
const ms = (value) => Math.round(value);

/** Loads a page `runs` times (after one warm-up of the server), each in a fresh context. */
async function repeat(runs, load) {
  await load();
  const results = [];
  for (let run = 0; run < runs; run++) results.push(await load());
  return results;
}

/** The aims of docs/bench.md, printed beside their figures. */
const AIMS = {
  longTask: 'aim <= 50',
  warmMove: 'aim < 50',
  languageFile: 'aim 1 (one request per page per locale)',
};

/** A median line with its spread (min-max of the runs) and, when it has one, its aim. */
function statLine(name, values, unit, aim) {
  const rounded = values.map(ms);
  const spread = `(${Math.min(...rounded)}-${Math.max(...rounded)}, n=${rounded.length})`;
  return [name, ms(median(values)), [unit, spread, aim].filter(Boolean).join(' ')];
}

/** The median longest task of cold loads, its range, and the aim (none over 50 ms). */
function longTaskLine(name, results) {
  return statLine(
    name,
    results.map((r) => r.longestTaskMs),
    'ms',
    AIMS.longTask,
  );
}

/** Size lines of a first load, and the ratio of its JS to the floor's. */
function sizeLines(prefix, first, floor) {
  const lines = [
    [`${prefix}.js.raw`, kb(first.js.raw), 'KB'],
    [`${prefix}.js.gzip`, kb(first.js.gzip), 'KB'],
    [`${prefix}.js.files`, first.js.files.length, 'files'],
    [`${prefix}.css.raw`, kb(first.css.raw), 'KB'],
    [`${prefix}.css.gzip`, kb(first.css.gzip), 'KB'],
  ];
  if (floor) {
    lines.push([`${prefix}.js.raw.floor_ratio`, (first.js.raw / floor.raw).toFixed(2), 'x']);
    lines.push([`${prefix}.js.gzip.floor_ratio`, (first.js.gzip / floor.gzip).toFixed(2), 'x']);
  }
  return lines;
}

/** The language files a page load asked for: how many, the most for one file, and which. */
function languageLines(prefix, results) {
  return [
    [`${prefix}.language_requests`, median(results.map((r) => r.languageRequests)), 'requests'],
    [
      `${prefix}.language_requests.most_per_file`,
      Math.max(...results.map((r) => mostRequestsPerFile(r.languageFiles))),
      `(worst of ${results.length} runs) ${AIMS.languageFile}`,
    ],
    [`${prefix}.language_files`, results.at(-1).languageFiles.join(' ') || '-', '(last run)'],
  ];
}

function pageLines(prefix, results, floor) {
  return [
    ...sizeLines(prefix, results[0], floor),
    statLine(
      `${prefix}.usable`,
      results.map((r) => r.usableMs),
      'ms',
    ),
    ...languageLines(prefix, results),
  ];
}

/** A move's median time with its spread, and the API calls it made (all, and before shown). */
function moveLines(prefix, results, aim) {
  return [
    statLine(
      prefix,
      results.map((r) => r.ms),
      'ms',
      aim,
    ),
    [`${prefix}.requests`, median(results.map((r) => r.requests)), 'requests'],
    [
      `${prefix}.requests_before_shown`,
      median(results.map((r) => r.requestsBeforeShown)),
      'requests',
    ],
    [`${prefix}.calls`, results.at(-1).calls.join(' ') || '-', '(last run)'],
  ];
}

export async function measureFloor(browser, server, dist, runs) {
  const load = () =>
    coldLoad(browser, { baseUrl: server.baseUrl, dist, path: '/', ready: floorUsable });
  const results = await repeat(runs, load);
  return {
    raw: results[0].js.raw,
    gzip: results[0].js.gzip,
    lines: [
      ...sizeLines('floor', results[0]),
      statLine(
        'floor.usable',
        results.map((r) => r.usableMs),
        'ms',
      ),
    ],
  };
}

function loginLoad(browser, server, dist, locale) {
  return async () => {
    await server.reset();
    return coldLoad(browser, {
      baseUrl: server.baseUrl,
      dist,
      path: '/login',
      ready: loginUsable,
      locale,
    });
  };
}

export async function measureProduction(browser, server, dist, runs, floor) {
  const { baseUrl } = server;
  const login = await repeat(runs, loginLoad(browser, server, dist));
  // A cold /home for the lead on a fresh seed (`kaizens` of them), then `then(page)`.
  const leadHome = (then, kaizens, locale) => async () => {
    await server.reset({ kaizens });
    return coldLoad(browser, {
      baseUrl,
      dist,
      path: '/home',
      ready: homeUsable,
      prepare: (context) => signInByRequest(context, baseUrl, 'lead@kaizen.demo'),
      then,
      locale,
    });
  };
  const home = await repeat(runs, leadHome(moves));
  const large = await repeat(Math.min(runs, 3), leadHome(homeRevisit, LARGE));
  // A first visit from an English browser (navigator.language and Accept-Language en-US): the
  // app starts in English; the Dutch lead's pages then switch to Dutch.
  const englishLogin = await repeat(runs, loginLoad(browser, server, dist, ENGLISH));
  const englishHome = await repeat(runs, leadHome(undefined, undefined, ENGLISH));
  await server.reset();
  const routes = await signedInPaths();
  const heap = await coldLoad(browser, {
    baseUrl,
    dist,
    path: '/home',
    ready: homeUsable,
    prepare: (context) => signInByRequest(context, baseUrl, 'admin@kaizen.demo'),
    then: (page) => heapAfterRoutes(page, routes),
  });
  const lazy = chunkList(dist)
    .filter((chunk) => !chunk.initial)
    .sort((a, b) => b.gzip - a.gzip)[0];
  const mb = (bytes) => (bytes / 1e6).toFixed(1);
  return {
    firstLoad: { login: login[0].js.gzip, home: home[0].js.gzip },
    lines: [
      ...pageLines('login', login, floor),
      ...pageLines('home', home, floor),
      statLine(
        'en_browser.login.usable',
        englishLogin.map((r) => r.usableMs),
        'ms',
      ),
      ...languageLines('en_browser.login', englishLogin),
      statLine(
        'en_browser.home.usable',
        englishHome.map((r) => r.usableMs),
        'ms',
      ),
      ...languageLines('en_browser.home', englishHome),
      // Cold: the list's code was never loaded in this page; warm: it was, a moment before.
      ...moveLines(
        'route_change.home_to_approved.cold',
        home.map((r) => r.then.cold),
      ),
      ...moveLines(
        'route_change.home_to_approved.warm',
        home.map((r) => r.then.warm),
        AIMS.warmMove,
      ),
      ...moveLines(
        'back_to_list.approved',
        home.map((r) => r.then.back),
        AIMS.warmMove,
      ),
      ...moveLines(
        `home_revisit.kaizens_${LARGE}`,
        large.map((r) => r.then),
      ),
      longTaskLine(`home.kaizens_${LARGE}.longest_task`, large),
      longTaskLine('home.longest_task', home),
      ['largest_lazy_chunk.gzip', kb(lazy.gzip), 'KB'],
      ['largest_lazy_chunk.raw', kb(lazy.raw), 'KB'],
      ['largest_lazy_chunk.name', lazy.name, ''],
      ['heap.home', mb(heap.then.before), 'MB'],
      ['heap.all_routes', mb(heap.then.after), 'MB'],
      ['heap.routes_visited', routes.length - heap.then.missed.length, `of ${routes.length}`],
    ],
  };
}

/**
 * The demo build: the same first loads, plus what its mock backend adds over production
 * (`production`: the production first-load JS gzip of login and home).
 */
export async function measureDemo(browser, server, dist, runs, production) {
  const { baseUrl } = server;
  const login = await repeat(runs, loginLoad(browser, server, dist));
  // The demo's API lives in the browser (msw, data in localStorage): sign in once through the
  // form, then start every /home load from that storage with an empty cache.
  const context = await browser.newContext({ locale: 'nl-NL' });
  await signInByForm(await context.newPage(), baseUrl, 'lead@kaizen.demo');
  const { cookies, origins } = await context.storageState();
  await context.close();
  const home = await repeat(runs, () =>
    coldLoad(browser, {
      baseUrl,
      dist,
      path: '/home',
      ready: homeUsable,
      storage: { cookies, origins },
    }),
  );
  const worker = fileSize(join(dist, 'mockServiceWorker.js'));
  return {
    lines: [
      ...pageLines('demo.login', login),
      ...(production
        ? [['demo.login.js.gzip.over_production', kb(login[0].js.gzip - production.login), 'KB']]
        : []),
      ...pageLines('demo.home', home),
      ...(production
        ? [['demo.home.js.gzip.over_production', kb(home[0].js.gzip - production.home), 'KB']]
        : []),
      ['demo.worker.gzip', kb(worker.gzip), 'KB'],
    ],
  };
}
