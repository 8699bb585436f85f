/**
 * Performance budgets (fences, not goals): the production build measured the way the
 * benchmark does (scripts/bench, `npm run bench`). First-load sizes come from Chromium: every
 * JS and CSS response until the page is usable, sized from the files on disk with gzip -9.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  buildApp,
  buildFloor,
  chunkList,
  coldLoad,
  floorUsable,
  homeUsable,
  isProductionBuild,
  KB,
  listFiles,
  loginUsable,
  pageModules,
  readManifest,
  signInByRequest,
  startDemoServer,
  type ColdLoad,
  type DemoServer,
} from '../../scripts/bench/budgets.mjs';
import { COMPILE_HINT } from '../../scripts/compile-hints-plugin';
import { BROWSER_DIST } from '../production-build';
import { launchBrowser } from './support/browser';

// /login's JS against the React floor's: 1.94x on 2026-11-23, with React Router in declarative
// mode and without its <Link> family, axios without its fetch adapter and main-entry extras, the
// toaster with the first toast, the signed-in pages' loaders and the error pages on demand, one
// start chunk (docs/decisions.md, "/login under 2.0x the React floor"). 2.02x since the first
// page also carries the sign-out that goes first, session writes that wait 2 s at most, Tab
// held in dialogs and the outbox's seal date (about 2.5 KB): the fence moved by that much.
// 2.03x since the first page also tells a refused sign-out from an unheard one, falls back to
// POST /logout and reads Retry-After (about 0.9 KB). 2.04x since it also offers the screen on the
// shop floor as a kind of sign-in and asks for the team an address names (about 0.3 KB). 1.99x
// (134.0 KB) on 2026-11-29 without axios's helpers the app never asks for, Tab held in dialogs
// from the signed-in layout and admin_storage's store off the first page: back to 2.0x.
const LOGIN_JS_FLOOR_RATIO = 2.0;
// A stylesheet per layout and only the utilities the code names (docs/decisions.md, "A stylesheet
// per layout"). /login gets only src/styles/main.scss (10.6 KB on 2026-11-23; all of Bootstrap
// would be 26.6); /home adds the signed-in layout's (21.5 KB together on 2026-11-23, 23.0 on
// 2026-11-26 after the visual language of docs/design.md: status colours, stacked table rows, phone
// cards, the notifications bell and the new-kaizen button), 24.1 on 2026-11-29 with the photos
// paired on cards, the board's bare frame and the impact figures: 0.4 KB of room.
const LOGIN_CSS_GZIP = 12 * KB;
const HOME_CSS_GZIP = 24.5 * KB;
const CHUNK_GZIP = 100 * KB;
// Over HTTP/1.1 Chromium fetches six files at a time from a host: each six more is a round trip
// before the first paint (docs/decisions.md, "One chunk per landing page's imports"). /login:
// the entry, which holds the sign-in page, its runtime and React DOM; /home adds the signed-in
// layout, the dashboard, the user's code and schema (10 on 2026-11-30). Counted as the page saw
// them arrive by the moment it was usable (scripts/bench/page-load.mjs): the bell's chunk, asked
// for after the first paint, is one of them only when the page's data come later still.
const LOGIN_JS_FILES = 3;
const HOME_JS_FILES = 11;
/** Chunks allowed over CHUNK_GZIP, as long as only the screens that use them load them. */
const HEAVY_LAZY_CHUNK = /chart|editor/i;
const QUERY_MARKER = 'No QueryClient set';
/** uqr's encoder (a message of its alphanumeric mode): the team poster's QR code, on its page only. */
const QR_MARKER = 'String contains unencodable characters in alphanumeric mode';
const POSTER_PAGE = 'src/features/teams/team-poster-page.tsx';
const SIGN_IN_PAGE = 'src/features/auth/login-page.tsx';
/** The toaster's class name: its code loads with the first toast, not with the first page. */
const TOASTER_MARKER = 'qek-toaster';
/** Strings of axios parts the app never uses; src/api/http/client.ts builds axios without them. */
const UNUSED_AXIOS_MARKERS = [
  'not supported by the current fetch implementation', // the fetch adapter
  'NetworkAuthenticationRequired', // HttpStatusCode
  'Blob is not supported. Use a Buffer instead.', // toFormData, the serializer of objects
  'Circular reference detected in params', // the params cycle walk
  'options must be an object', // the run-time option checks
];
/** zustand's persist, which admin_storage's store brings: it loads with the pages that use it. */
const PERSIST_MARKER = 'the given storage is currently unavailable';
/** react-i18next's <Trans> parses HTML with html-parse-stringify (its attribute pattern). */
const TRANS_PARSER_MARKER = `[^'"/\\s><]+?)[\\s/>]`;
/** React Router's <Link> (its route discovery attribute): ~4 KB gzip with <NavLink> and <Form>. */
const ROUTER_LINK_MARKER = 'data-discover';
/** Loaded on demand: a signed-in page (its loader names its chunk) and the error pages. */
const SIGNED_IN_PAGE = 'src/features/dashboard/home-page.tsx';
const ERROR_PAGES = 'src/app/error-content.tsx';
/** React Router's data router (`createRouter`, behind `createBrowserRouter`): ~17 KB gzip more. */
const DATA_ROUTER_MARKER = 'non-empty routes array';
const WORKER_REGISTRATION = 'src/app/service-worker.ts';
/** `sw.js` as a file name, not the tail of a chunk's hash (`patch-note-form-C-D1ufsw.js`). */
const WORKER_FILE_NAMED = /(^|[^\w-])sw\.js/;
/**
 * The service worker's registration: its own chunk, loaded after the first page is usable. It
 * makes the Trusted Types policy for the worker's URL too (~40 bytes), and tells the worker
 * whose pages' code to keep as the session changes (~0.12 KB), a sign-in's once its page is
 * drawn (~0.05 KB).
 */
const REGISTRATION_GZIP = 1.5 * KB;

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const report = (line: string) => console.info(`[budgets] ${line}`);

/**
 * Data saving on while measuring, so nothing is fetched ahead on idle (src/lib/idle-prefetch.ts):
 * the budget is what the first page needs, and an idle period that comes before the page is
 * seen usable would otherwise count the next pages too.
 */
async function noFetchAhead(context: BrowserContext): Promise<void> {
  await context.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
  );
}

let work: string;
let dist: string;
let demoDist: string;
let browser: Browser;
const servers: DemoServer[] = [];
let floor: ColdLoad;
let login: ColdLoad;
let home: ColdLoad;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'qek-budgets-'));
  dist = resolve(BROWSER_DIST);
  // global-setup builds with NODE_ENV=production; a development build would measure nothing real.
  if (!isProductionBuild(dist)) throw new Error(`${BROWSER_DIST} is not a production build`);
  const floorDist = join(work, 'floor');
  await buildFloor(floorDist);
  demoDist = join(work, 'demo');
  await buildApp(demoDist, { mode: 'demo' });
  const [app, bare] = await Promise.all([startDemoServer(dist), startDemoServer(floorDist)]);
  servers.push(app, bare);
  browser = await launchBrowser();

  floor = await coldLoad(browser, {
    baseUrl: bare.baseUrl,
    dist: floorDist,
    path: '/',
    ready: floorUsable,
  });
  await app.reset();
  login = await coldLoad(browser, {
    baseUrl: app.baseUrl,
    dist,
    path: '/login',
    ready: loginUsable,
    prepare: noFetchAhead,
  });
  await app.reset();
  home = await coldLoad(browser, {
    baseUrl: app.baseUrl,
    dist,
    path: '/home',
    ready: homeUsable,
    prepare: async (context) => {
      await noFetchAhead(context);
      await signInByRequest(context, app.baseUrl, 'lead@kaizen.demo');
    },
  });
  // What the fences compare must exist, or an expected failure would hide a broken measurement.
  for (const load of [floor, login, home]) expect(load.js.gzip).toBeGreaterThan(0);
  expect(login.css.gzip).toBeGreaterThan(0);
  expect(chunkList(dist).length).toBeGreaterThan(0);
});

afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((server) => server.stop()));
  if (work) rmSync(work, { recursive: true, force: true });
});

/** The first-load chunks that carry `marker`: a message of a library that survives minification. */
const carriers = (load: ColdLoad, marker: string) =>
  load.js.files
    .filter(({ file }) => readFileSync(join(dist, file), 'utf8').includes(marker))
    .map((chunk) => `${chunk.file} ${kb(chunk.gzip)}`);

describe('performance budgets of the production build', () => {
  test(`/login first-load JS is at most ${LOGIN_JS_FLOOR_RATIO}x a bare React page (gzip)`, () => {
    const ratio = login.js.gzip / floor.js.gzip;
    report(`login.js.gzip: ${kb(login.js.gzip)} in ${login.js.files.length} files`);
    report(`floor.js.gzip: ${kb(floor.js.gzip)}; ratio ${ratio.toFixed(2)}x`);
    expect(ratio, `login ${kb(login.js.gzip)} / floor ${kb(floor.js.gzip)}`).toBeLessThanOrEqual(
      LOGIN_JS_FLOOR_RATIO,
    );
  });

  test(`/login loads its JS in at most ${LOGIN_JS_FILES} files, /home in ${HOME_JS_FILES}`, () => {
    const names = (load: ColdLoad) => load.js.files.map(({ file }) => file.split('/').pop());
    report(`login.js.files: ${login.js.files.length} (${names(login).join(', ')})`);
    report(`home.js.files: ${home.js.files.length} (${names(home).join(', ')})`);
    expect(login.js.files.length).toBeLessThanOrEqual(LOGIN_JS_FILES);
    expect(home.js.files.length).toBeLessThanOrEqual(HOME_JS_FILES);
  });

  test('the entry script runs once loaded (async), after the root element: not in the task that ends parsing', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const entry = /<script type="module"[^>]*src="[^"]*index-[^"]+\.js"[^>]*>/.exec(html);
    expect(entry?.[0]).toMatch(/\basync\b/);
    expect(entry?.[0]).not.toMatch(/\bdefer\b/);
    expect(html.indexOf('<div id="root">')).toBeGreaterThan(-1);
    expect(entry!.index).toBeGreaterThan(html.indexOf('<div id="root">'));
  });

  test("React DOM's chunk is preloaded by index.html, its client set up by the start-up, not as the entry is evaluated", () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const reactDom =
      /<link rel="modulepreload"[^>]*href="\/build\/(assets\/react-dom-[^"]+\.js)"/.exec(html)?.[1];
    expect(reactDom, 'preloaded by index.html').toBeDefined();
    const entry = readFileSync(
      join(dist, login.js.files.find(({ file }) => /index-/.test(file))!.file),
      'utf8',
    );
    // src/main.tsx imports react-dom/client where it renders, in a task after the modules'.
    const file = reactDom!.split('/').pop()!;
    expect(
      [`import("./${file}")`, `import(\`./${file}\`)`].some((call) => entry.includes(call)),
      `the entry imports ./${file} on demand`,
    ).toBe(true);
  });

  test("/login's code, the dashboard's and the capture's start with V8's compile hint; a later page's does not", () => {
    const firstLine = (file: string) => readFileSync(join(dist, file), 'utf8').split('\n', 1)[0];
    const manifest = readManifest(dist);
    const unhinted = login.js.files
      .map(({ file }) => file)
      .filter((file) => firstLine(file) !== COMPILE_HINT);
    expect(unhinted, "every file of /login's first load").toEqual([]);
    for (const page of [
      SIGNED_IN_PAGE,
      'src/app/layouts/signed-in-layout.tsx',
      'src/features/kaizen/kaizen-form-page.tsx',
    ]) {
      expect(firstLine(manifest[page].file), page).toBe(COMPILE_HINT);
    }
    expect(firstLine(manifest[POSTER_PAGE].file), POSTER_PAGE).not.toBe(COMPILE_HINT);
  });

  test('TanStack Query loads with the signed-in layout, never on /login', () => {
    const onHome = carriers(home, QUERY_MARKER);
    report(`TanStack Query on /home in: ${onHome.join(', ')}`);
    expect(onHome, 'the marker is found where the library is').not.toEqual([]);
    expect(carriers(login, QUERY_MARKER)).toEqual([]);
  });

  test('React Router runs in declarative mode: no data router on /login or /home', () => {
    const library = join('node_modules', 'react-router', 'dist', 'production');
    const inLibrary = listFiles(library).some((file) =>
      readFileSync(join(library, file), 'utf8').includes(DATA_ROUTER_MARKER),
    );
    expect(inLibrary, 'the marker is a message of the installed React Router').toBe(true);
    expect(carriers(login, DATA_ROUTER_MARKER)).toEqual([]);
    expect(carriers(home, DATA_ROUTER_MARKER)).toEqual([]);
  });

  test("/login carries neither React Router's <Link>, nor a signed-in page's loader, nor the error pages", () => {
    const manifest = readManifest(dist);
    const library = join('node_modules', 'react-router', 'dist', 'development');
    const inLibrary = listFiles(library).some((file) =>
      readFileSync(join(library, file), 'utf8').includes(ROUTER_LINK_MARKER),
    );
    expect(inLibrary, 'the marker is in the installed React Router').toBe(true);
    expect(carriers(login, ROUTER_LINK_MARKER)).toEqual([]);
    // A loader's dynamic import names the chunk it loads.
    const pageChunk = manifest[SIGNED_IN_PAGE].file.replace(/^assets\//, '');
    expect(carriers(login, pageChunk)).toEqual([]);
    expect(manifest[ERROR_PAGES]?.isDynamicEntry, 'the error pages load on demand').toBe(true);
    const loaded = login.js.files.map(({ file }) => file);
    expect(loaded).not.toContain(manifest[ERROR_PAGES].file);
  });

  test("no chunk carries axios's fetch adapter or its main entry's extras", () => {
    const carrying = chunkList(dist)
      .map(({ file }) => ({ file, code: readFileSync(join(dist, file), 'utf8') }))
      .filter(({ code }) => UNUSED_AXIOS_MARKERS.some((marker) => code.includes(marker)))
      .map(({ file }) => file);
    expect(carrying).toEqual([]);
  });

  test('admin_storage and its persistence load with the pages that use it, never on /login', () => {
    const anywhere = chunkList(dist).filter(({ file }) =>
      readFileSync(join(dist, file), 'utf8').includes(PERSIST_MARKER),
    );
    expect(anywhere, 'the marker is found where the store is').not.toEqual([]);
    expect(carriers(login, PERSIST_MARKER)).toEqual([]);
  });

  test("react-i18next's <Trans> and its HTML parser load with the one screen that uses them, never first", () => {
    const parser = join('node_modules', 'html-parse-stringify', 'dist', 'esm');
    const inLibrary = listFiles(parser).some((file) =>
      readFileSync(join(parser, file), 'utf8').includes(TRANS_PARSER_MARKER),
    );
    expect(inLibrary, 'the marker is in the installed html-parse-stringify').toBe(true);
    expect(carriers(login, TRANS_PARSER_MARKER)).toEqual([]);
    expect(carriers(home, TRANS_PARSER_MARKER)).toEqual([]);
  });

  test('the toaster (react-hot-toast) loads with the first toast, never with /login', () => {
    const anywhere = chunkList(dist).filter(({ file }) =>
      readFileSync(join(dist, file), 'utf8').includes(TOASTER_MARKER),
    );
    expect(anywhere, 'the marker is found where the toaster is').not.toEqual([]);
    expect(carriers(login, TOASTER_MARKER)).toEqual([]);
  });

  test("the QR code's library loads with the team poster's page only, never on /login or /home", () => {
    const carrying = chunkList(dist).filter(({ file }) =>
      readFileSync(join(dist, file), 'utf8').includes(QR_MARKER),
    );
    report(
      `QR code library in: ${carrying.map((chunk) => `${chunk.file} ${kb(chunk.gzip)}`).join(', ')}`,
    );
    expect(carrying.map(({ file }) => file)).toEqual([readManifest(dist)[POSTER_PAGE].file]);
    expect(carriers(login, QR_MARKER)).toEqual([]);
    expect(carriers(home, QR_MARKER)).toEqual([]);
  });

  test('first-load CSS is at most 12 KB gzip on /login and 24.5 KB on /home', () => {
    report(`login.css.gzip: ${kb(login.css.gzip)}; home.css.gzip: ${kb(home.css.gzip)}`);
    expect(login.css.gzip).toBeLessThanOrEqual(LOGIN_CSS_GZIP);
    expect(home.css.gzip).toBeLessThanOrEqual(HOME_CSS_GZIP);
  });

  test('every page module of the route table gets its own chunk, but the sign-in page: in the entry’s', async () => {
    const manifest = readManifest(dist);
    const all = await pageModules();
    // vite.config.ts, `ENTRY_PAGE`: its code comes with the entry's, not a round trip after it.
    expect(all).toContain(SIGN_IN_PAGE);
    expect(manifest[SIGN_IN_PAGE], 'the sign-in page has no chunk of its own').toBeUndefined();
    const modules = all.filter((module) => module !== SIGN_IN_PAGE);
    expect(modules.length).toBeGreaterThan(20);
    const files = modules.map((module) => {
      const chunk = manifest[module];
      expect(chunk, `${module} in the manifest`).toBeDefined();
      expect(chunk.isDynamicEntry, `${module} is loaded lazily`).toBe(true);
      return chunk.file;
    });
    expect(new Set(files).size, 'no two pages share a chunk').toBe(modules.length);
    report(`page chunks: ${modules.length}`);
  });

  test('the production build carries no mock code', () => {
    for (const build of new Set([dist, resolve(BROWSER_DIST)])) {
      expect(existsSync(join(build, 'mockServiceWorker.js'))).toBe(false);
      const found = listFiles(build)
        .filter((file) => /\.(js|css|html|json|map)$/.test(file))
        .filter((file) =>
          /mockServiceWorker|setupWorker|\bmsw\b|src\/mocks\//i.test(
            readFileSync(join(build, file), 'utf8'),
          ),
        );
      expect(found, `mock code in ${build}`).toEqual([]);
      const mockModules = Object.keys(readManifest(build)).filter((key) =>
        key.startsWith('src/mocks/'),
      );
      expect(mockModules).toEqual([]);
    }
  });

  test('the service worker costs /login at most a lazy registration chunk of ~1 KB gzip', () => {
    const registration = readManifest(dist)[WORKER_REGISTRATION];
    expect(registration?.isDynamicEntry, 'the registration is loaded lazily').toBe(true);
    const chunk = chunkList(dist).find(({ file }) => file === registration.file);
    expect(chunk).toBeDefined();
    // Not preloaded by index.html: the browser fetches it only when main.tsx asks for it.
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    expect(html, 'not preloaded by index.html').not.toContain(registration.file);
    const onLogin = login.js.files.some(({ file }) => file === registration.file);
    report(
      `/login JS ${kb(login.js.gzip)}, of which the registration ${onLogin ? kb(chunk?.gzip ?? 0) : '0 (loaded after usable)'}`,
    );
    const precached = listFiles(dist).filter((file) => !/^(\.vite\/|sw\.js$|.*\.map$)/.test(file));
    const precacheBytes = precached.reduce((sum, file) => sum + statSync(join(dist, file)).size, 0);
    report(`worker registration: ${registration.file} ${kb(chunk?.gzip ?? 0)} gzip`);
    report(
      `sw.js ${kb(statSync(join(dist, 'sw.js')).size)}; precache ${precached.length} files, ${kb(precacheBytes)} raw`,
    );
    expect(chunk?.gzip).toBeLessThanOrEqual(REGISTRATION_GZIP);
    // It waits for the first page to be drawn (src/lib/first-paint.ts), not for 'load' alone.
    expect(onLogin, 'the registration loads after /login is usable').toBe(false);
    // Every chunk is in the worker's lists, precached or kept after a sign-in for whoever may
    // open its page, so any route works offline.
    const worker = readFileSync(join(dist, 'sw.js'), 'utf8');
    const missing = chunkList(dist).filter(({ file }) => !worker.includes(`/build/${file}`));
    expect(missing.map(({ file }) => file)).toEqual([]);
  });

  test('the demo build neither has nor registers the production worker', () => {
    expect(existsSync(join(demoDist, 'mockServiceWorker.js'))).toBe(true);
    expect(existsSync(join(demoDist, 'sw.js'))).toBe(false);
    expect(readManifest(demoDist)[WORKER_REGISTRATION]).toBeUndefined();
    const registering = listFiles(demoDist)
      .filter((file) => file.endsWith('.js'))
      .filter((file) => WORKER_FILE_NAMED.test(readFileSync(join(demoDist, file), 'utf8')));
    expect(registering).toEqual([]);
  });

  test('no chunk is over 100 KB gzip, except a lazy chart or editor chunk', () => {
    const chunks = chunkList(dist);
    const largest = [...chunks].sort((a, b) => b.gzip - a.gzip)[0];
    report(`largest chunk: ${largest.file} ${kb(largest.gzip)} gzip`);
    const over = chunks
      .filter((chunk) => chunk.gzip > CHUNK_GZIP)
      .filter((chunk) => chunk.initial || !HEAVY_LAZY_CHUNK.test(chunk.name))
      .map((chunk) => `${chunk.file} ${kb(chunk.gzip)}`);
    expect(over).toEqual([]);
  });
});
