/** The figures of one build: first-load sizes, times to usable, route change, heap. */
import { join } from 'node:path';
import { heapAfterRoutes, homeRevisit, moves } from './browse.mjs';
import { chunkList, fileSize, KB } from './files.mjs';
import { coldLoad, median } from './page-load.mjs';
import { signedInPaths } from './routes.mjs';
import { floorUsable, homeUsable, loginUsable, signInByForm, signInByRequest } from './targets.mjs';

/** The kaizen count of the large-company figures (issue 11: /home revisited). */
const LARGE = 10_000;
const kb = (bytes) => (bytes / KB).toFixed(1);
const ms = (value) => Math.round(value);

/** Loads a page `runs` times (after one warm-up of the server), each in a fresh context. */
async function repeat(runs, load) {
  await load();
  const results = [];
  for (let run = 0; run < runs; run++) results.push(await load());
  return results;
}

/** The median longest task of cold loads, its range, and the aim (none over 50 ms, issue 14). */
function longTaskLine(name, results) {
  const values = results.map((r) => r.longestTaskMs);
  const range = `${Math.min(...values)}-${Math.max(...values)}, n=${values.length}`;
  return [name, median(values), `ms (${range}) aim <= 50`];
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

function pageLines(prefix, results, floor) {
  return [
    ...sizeLines(prefix, results[0], floor),
    [`${prefix}.usable`, ms(median(results.map((r) => r.usableMs))), 'ms'],
    [`${prefix}.language_requests`, median(results.map((r) => r.languageRequests)), 'requests'],
  ];
}

/** A move's median time, and the API calls it made (all, and before the page showed). */
function moveLines(prefix, results) {
  return [
    [prefix, ms(median(results.map((r) => r.ms))), 'ms'],
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
      ['floor.usable', ms(median(results.map((r) => r.usableMs))), 'ms'],
    ],
  };
}

function loginLoad(browser, server, dist) {
  return async () => {
    await server.reset();
    return coldLoad(browser, { baseUrl: server.baseUrl, dist, path: '/login', ready: loginUsable });
  };
}

export async function measureProduction(browser, server, dist, runs, floor) {
  const { baseUrl } = server;
  const login = await repeat(runs, loginLoad(browser, server, dist));
  // A cold /home for the lead on a fresh seed (`kaizens` of them), then `then(page)`.
  const leadHome = (then, kaizens) => async () => {
    await server.reset({ kaizens });
    return coldLoad(browser, {
      baseUrl,
      dist,
      path: '/home',
      ready: homeUsable,
      prepare: (context) => signInByRequest(context, baseUrl, 'lead@kaizen.demo'),
      then,
    });
  };
  const home = await repeat(runs, leadHome(moves));
  const large = await repeat(Math.min(runs, 3), leadHome(homeRevisit, LARGE));
  await server.reset();
  const routes = signedInPaths();
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
      ...moveLines(
        'route_change.home_to_approved.cold',
        home.map((r) => r.then.cold),
      ),
      ...moveLines(
        'route_change.home_to_approved.warm',
        home.map((r) => r.then.warm),
      ),
      ...moveLines(
        'back_to_list.approved',
        home.map((r) => r.then.back),
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
      ['demo.login.js.gzip.over_production', kb(login[0].js.gzip - production.login), 'KB'],
      ...pageLines('demo.home', home),
      ['demo.home.js.gzip.over_production', kb(home[0].js.gzip - production.home), 'KB'],
      ['demo.worker.gzip', kb(worker.gzip), 'KB'],
    ],
  };
}
