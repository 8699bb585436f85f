/**
 * The phone part of the bench (BENCH_PARTS=phone): the start-up and the hot paths at 1x and at
 * 4x CPU throttling (DevTools' `Emulation.setCPUThrottlingRate`, a mid-range Android phone),
 * beside the bare React page (scripts/bench/floor) loaded the same way in the same run. Each
 * figure is the median of PHONE_RUNS (3) fresh contexts. The fixed JS loop (FIXED_LOOP) runs in
 * every cold page once its network went quiet: its time at 4x against 1x shows the throttle was
 * in force in the very pages measured (not only in a page of its own).
 */
import { IPHONE } from './phone.mjs';
import {
  addRoundTrip,
  coldLoad,
  median,
  networkQuiet,
  throttleCpu,
  valueInPage,
} from './page-load.mjs';
import { LOOK_MS, nextShown, watchInput } from './review-task.mjs';
import {
  employeeOnPhone,
  floorUsable,
  homeUsable,
  loginFilledIn,
  loginUsable,
  signInByRequest,
} from './targets.mjs';

export const RATES = [1, 4];
const LEAD = 'lead@kaizen.demo';
/** A phone on a busy Wi-Fi or 4G: what each request's round trip adds beside loopback's. */
const PHONE_ROUND_TRIP_MS = 150;
/** The review queue needs enough waiting kaizens for the decisions (as review-task.mjs). */
const QUEUE_KAIZENS = 400;
const DECISIONS = 4;
const log = (message) => process.stderr.write(`[bench] ${message}\n`);
const ms = Math.round;

/** `[name, median, 'ms (min-max, n=N) note']`. */
function stat(name, values, note = '') {
  const rounded = values.map(ms);
  const spread = `(${Math.min(...rounded)}-${Math.max(...rounded)}, n=${rounded.length})`;
  return [name, ms(median(values)), ['ms', spread, note].filter(Boolean).join(' ')];
}

/**
 * In the page (every document of the context): a trusted mousedown on a submit button notes
 * the time (kept in sessionStorage, so a full page load would not lose it), and each frame
 * after it checks for the dashboard drawn (`homeUsable`).
 */
function signInWatcher(ready) {
  return `(() => {
    const ready = ${ready.toString()};
    const now = () => performance.timeOrigin + performance.now();
    document.addEventListener('mousedown', (event) => {
      if (event.isTrusted && event.target.closest?.('button[type="submit"]'))
        sessionStorage.setItem('__benchClickAt', String(now()));
    }, true);
    const frame = () => {
      const at = Number(sessionStorage.getItem('__benchClickAt'));
      if (at && ready()) { window.__benchSignedIn = now() - at; return; }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })();`;
}

/**
 * Cold /login, fill the form, "Inloggen": ms from the click to the dashboard drawn. `roundTripMs`
 * is added to each round trip from the click on; `workerFirst` waits, before the click, until the
 * service worker controls the page and the network is quiet: a device that has the app already,
 * or a first visit where the form took more than the worker's wait (src/app/service-worker.ts).
 */
export async function signInOnce(browser, server, rate, { roundTripMs, workerFirst } = {}) {
  await server.reset();
  const context = await browser.newContext({
    locale: 'nl-NL',
    viewport: { width: 1280, height: 900 },
  });
  try {
    const page = await context.newPage();
    await throttleCpu(page, rate);
    await page.addInitScript({ content: signInWatcher(homeUsable) });
    const send = await loginFilledIn(page, server.baseUrl, LEAD);
    if (workerFirst) {
      await valueInPage(page, 'navigator.serviceWorker.controller ? true : null', {
        timeoutMs: 60_000,
      });
      await networkQuiet(page, { quietMs: 1000 });
    }
    // From the click on: the sign-in's own requests, not the sign-in page's load.
    if (roundTripMs) await addRoundTrip(page, roundTripMs);
    await send.click();
    return await valueInPage(page, 'window.__benchSignedIn');
  } finally {
    await context.close();
  }
}

/** The lead's triage: ms from each key (approve) to the next kaizen drawn. */
async function triageOnce(browser, server, rate) {
  await server.reset({ kaizens: QUEUE_KAIZENS });
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    locale: 'nl-NL',
    viewport: { width: 1280, height: 900 },
    serviceWorkers: 'block',
  });
  try {
    await signInByRequest(context, server.baseUrl, LEAD);
    const page = await context.newPage();
    await throttleCpu(page, rate);
    await page.addInitScript(watchInput);
    await page.goto('/home');
    await page.locator('nav a[href="/review"]').click();
    const first = page.locator('.review-queue__link').first();
    await first.click();
    await page.locator('.triage-nav').waitFor();
    await networkQuiet(page);
    for (let decision = 0; decision < DECISIONS; decision++) {
      const title = (await page.locator('main h1').textContent()) ?? '';
      await page.waitForTimeout(LOOK_MS); // The app ignores keys on a kaizen shown < 300 ms.
      await page.keyboard.press('a');
      await nextShown(page, title);
    }
    const task = await page.evaluate(() => window.__task);
    return task.changes.slice(-DECISIONS);
  } finally {
    await context.close();
  }
}

/**
 * In the page: from the trusted touch or pointer on "Nieuwe kaizen" to the frame in which the
 * capture's first field (the improvement) is shown and can take input.
 */
function watchNewKaizen() {
  window.__benchField = undefined;
  let at = 0;
  const down = (event) => {
    if (!event.isTrusted || at) return;
    if (!event.target.closest?.('a.new-kaizen-action')) return;
    at = performance.now();
    const frame = () => {
      const field = document.querySelector('main form textarea[name="improvement"]');
      if (field && !field.disabled && !field.readOnly && field.checkVisibility()) {
        window.__benchField = performance.now() - at;
        return;
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  document.addEventListener('touchstart', down, { capture: true, passive: true });
  document.addEventListener('pointerdown', down, true);
}

/** An employee on a phone, the dashboard loaded and quiet: "Nieuwe kaizen" to a usable field. */
async function newKaizenOnce(browser, server, rate) {
  await server.reset();
  const context = await employeeOnPhone(browser, server.baseUrl, IPHONE);
  try {
    const page = await context.newPage();
    await throttleCpu(page, rate);
    await page.goto('/home');
    const action = page.locator('a.new-kaizen-action');
    await action.waitFor();
    // The form's code fetched ahead (after the first page, on idle), as it is a moment later:
    // the figure is the tap's own work, not a download.
    const ahead = `performance.getEntriesByType('resource').some((entry) =>
      entry.name.includes('/kaizen-form-page-')) || null`;
    await valueInPage(page, ahead, { timeoutMs: 20_000 }).catch(() =>
      log('phone: the form was not fetched ahead; the tap loads it'),
    );
    await networkQuiet(page);
    await page.evaluate(watchNewKaizen);
    await action.tap();
    return await valueInPage(page, 'window.__benchField');
  } finally {
    await context.close();
  }
}

/**
 * The lead's second visit to /home, signed in, in the context of a first (unthrottled) one that
 * went quiet with its service worker active: code, language file and the team's list at hand
 * (src/lib/kept-lists.ts); the page's CPU at `rate`, and `roundTripMs` added to each request's
 * round trip, from before the navigation.
 */
export function returnVisitOnce(browser, server, dist, rate, roundTripMs) {
  return coldLoad(browser, {
    baseUrl: server.baseUrl,
    dist,
    path: '/home',
    ready: homeUsable,
    cpuRate: rate,
    roundTripMs,
    async prepare(context) {
      await server.reset();
      await signInByRequest(context, server.baseUrl, LEAD);
      const first = await context.newPage();
      await first.goto(`${server.baseUrl}/home`);
      await valueInPage(first, `(${homeUsable.toString()})() || null`);
      // The worker registers a moment after the first paint and fills its cache after sign-in.
      await first.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await networkQuiet(first, { quietMs: 1000 });
      await first.close();
    },
  });
}

/** What each cold page waits for: the floor pages' heading, the sign-in button, the dashboard. */
const READY = { '/': floorUsable, '/login': loginUsable, '/home': homeUsable };

/**
 * One cold load of `path` (`/`: a floor page; `/login`; `/home`, the lead signed in) from the
 * seeded demo, the page's CPU at `rate`, `roundTripMs` added to each request's round trip, on
 * `device` (coldLoad's desktop screen when none is given).
 */
export async function coldOnce(browser, server, dist, path, rate, { roundTripMs, device } = {}) {
  if (!READY[path]) throw new Error(`no cold load of ${path}: ${Object.keys(READY).join(', ')}`);
  await server.reset();
  return coldLoad(browser, {
    baseUrl: server.baseUrl,
    dist,
    path,
    ready: READY[path],
    prepare:
      path === '/home' ? (context) => signInByRequest(context, server.baseUrl, LEAD) : undefined,
    cpuRate: rate,
    roundTripMs,
    ...(device ? { device } : {}),
  });
}

/** `runs` results of `once()`, after one unrecorded run (the server's first answers are slow). */
async function repeat(runs, once) {
  await once();
  const results = [];
  for (let run = 0; run < runs; run++) results.push(await once());
  return results;
}

/**
 * The two hot paths alone at `rate`: the triage's key to the next kaizen (DECISIONS a run) and
 * the tap on "Nieuwe kaizen" to a usable field, `runs` runs each after one unrecorded.
 */
export async function measureHotPaths(browser, server, rate, runs) {
  const triage = (await repeat(runs, () => triageOnce(browser, server, rate))).flat();
  const field = await repeat(runs, () => newKaizenOnce(browser, server, rate));
  return { triage, field };
}

/**
 * A floor page's cold loads at each rate (the bare React page, or a stack floor:
 * build.mjs's STACK_FLOORS): usable and the fixed loop in the same page.
 */
export async function measurePhoneFloor(browser, server, dist, runs, name = 'floor') {
  const byRate = {};
  for (const rate of RATES) {
    log(`phone: ${name} at ${rate}x`);
    byRate[rate] = await repeat(runs, () => coldOnce(browser, server, dist, '/', rate));
  }
  return byRate;
}

/**
 * The app's figures at each rate, with `floor` and the stack floors (`stacks`, by page of
 * STACK_FLOORS; measurePhoneFloor's results) beside them: `phone.<figure>.cpu_<rate>x` lines, ms,
 * and the cold loads' ratios to the floor and to their page's stack floor.
 */
export async function measurePhone(browser, server, dist, runs, floor, stacks) {
  const lines = [];
  for (const rate of RATES) {
    const suffix = `cpu_${rate}x`;
    const usable = (results) => median(results.map((r) => r.usableMs));
    const floorMs = usable(floor[rate]);
    const loops = floor[rate].map((r) => r.loopMs);
    const cold = (path, roundTripMs) =>
      repeat(runs, () => coldOnce(browser, server, dist, path, rate, { roundTripMs }));
    log(`phone: /login at ${rate}x`);
    const login = await cold('/login');
    const homeAgainAt = (roundTripMs) =>
      repeat(runs, () => returnVisitOnce(browser, server, dist, rate, roundTripMs));
    log(`phone: /home at ${rate}x`);
    const home = await cold('/home');
    log(`phone: /home again at ${rate}x`);
    const homeAgain = await homeAgainAt();
    // Where the start-up's round trips in a row show: only at a phone's CPU.
    const atFour = rate === 4;
    if (atFour) log(`phone: /home, cold and again, ${PHONE_ROUND_TRIP_MS} ms a round trip`);
    const homeFar = atFour ? await cold('/home', PHONE_ROUND_TRIP_MS) : [];
    const homeAgainFar = atFour ? await homeAgainAt(PHONE_ROUND_TRIP_MS) : [];
    // The cold loads above take a desktop's screen, as the floor does; a phone's screen lets the
    // page zoom, where reading the layout's size forces the layout (a cost of phones alone).
    if (atFour) log(`phone: /home at ${rate}x on a phone's screen`);
    const homeOnPhone = atFour
      ? await repeat(runs, () => coldOnce(browser, server, dist, '/home', rate, { device: IPHONE }))
      : [];
    log(`phone: sign-in at ${rate}x`);
    const signIn = await repeat(runs, () => signInOnce(browser, server, rate));
    if (atFour) log(`phone: sign-in at ${rate}x, the worker in control`);
    const signInWorker = atFour
      ? await repeat(runs, () => signInOnce(browser, server, rate, { workerFirst: true }))
      : [];
    log(`phone: triage at ${rate}x`);
    const triage = (await repeat(runs, () => triageOnce(browser, server, rate))).flat();
    log(`phone: new kaizen at ${rate}x`);
    const field = await repeat(runs, () => newKaizenOnce(browser, server, rate));
    loops.push(
      ...[login, home, homeAgain, homeFar, homeAgainFar, homeOnPhone].flat().map((r) => r.loopMs),
    );
    const ratio = (results, base = floorMs) => (usable(results) / base).toFixed(2);
    const stack = (page) => stacks[page][rate];
    const tasks = (results) => results.map((r) => `[${r.longTasks.join(',')}]`).join(' ') || '-';
    for (const page of Object.keys(stacks)) loops.push(...stack(page).map((r) => r.loopMs));
    const stackLines = (page) => {
      const name = `phone.stack_floor.${page.replace('-', '_')}`;
      const results = stack(page);
      return [
        stat(
          `${name}.usable.${suffix}`,
          results.map((r) => r.usableMs),
        ),
        [`${name}.floor_ratio.${suffix}`, ratio(results), 'x'],
        // The stack's own start-up tasks: what a longest-task aim leaves the app's code.
        stat(
          `${name}.longest_task.${suffix}`,
          results.map((r) => r.longestTaskMs),
        ),
        [`${name}.long_tasks.${suffix}`, tasks(results), 'ms, tasks over 50 ms per run'],
      ];
    };
    lines.push(
      stat(`phone.fixed_loop.${suffix}`, loops, 'in every cold page measured, once quiet'),
      stat(
        `phone.floor.usable.${suffix}`,
        floor[rate].map((r) => r.usableMs),
      ),
      stat(
        `phone.floor.longest_task.${suffix}`,
        floor[rate].map((r) => r.longestTaskMs),
      ),
      ...stackLines('sign-in'),
      ...stackLines('dashboard'),
      stat(
        `phone.login.usable.${suffix}`,
        login.map((r) => r.usableMs),
        atFour ? 'aim <= 1.5x floor' : '',
      ),
      [`phone.login.floor_ratio.${suffix}`, ratio(login), 'x'],
      [`phone.login.stack_ratio.${suffix}`, ratio(login, usable(stack('sign-in'))), 'x'],
      stat(
        `phone.login.longest_task.${suffix}`,
        login.map((r) => r.longestTaskMs),
        atFour ? 'aim <= 100' : '',
      ),
      [`phone.login.long_tasks.${suffix}`, tasks(login), 'ms, tasks over 50 ms per run'],
      stat(
        `phone.home.usable.${suffix}`,
        home.map((r) => r.usableMs),
        atFour ? 'aim <= 2.0x floor' : '',
      ),
      [`phone.home.floor_ratio.${suffix}`, ratio(home), 'x'],
      [`phone.home.stack_ratio.${suffix}`, ratio(home, usable(stack('dashboard'))), 'x'],
      stat(
        `phone.home.longest_task.${suffix}`,
        home.map((r) => r.longestTaskMs),
        atFour ? 'aim <= 100' : '',
      ),
      [`phone.home.long_tasks.${suffix}`, tasks(home), 'ms, tasks over 50 ms per run'],
      stat(
        `phone.home_again.usable.${suffix}`,
        homeAgain.map((r) => r.usableMs),
        'the same signed-in /home a second time: worker, cache and kept list warm',
      ),
      [`phone.home_again.cold_ratio.${suffix}`, ratio(homeAgain, usable(home)), 'x'],
      ...(atFour
        ? [
            stat(
              `phone.home.usable.${suffix}_rtt_${PHONE_ROUND_TRIP_MS}ms`,
              homeFar.map((r) => r.usableMs),
              `each request ${PHONE_ROUND_TRIP_MS} ms longer`,
            ),
            stat(
              `phone.home_again.usable.${suffix}_rtt_${PHONE_ROUND_TRIP_MS}ms`,
              homeAgainFar.map((r) => r.usableMs),
            ),
            stat(
              `phone.home.usable.${suffix}_phone_screen`,
              homeOnPhone.map((r) => r.usableMs),
              `at ${IPHONE.viewport.width} x ${IPHONE.viewport.height}, touch`,
            ),
            stat(
              `phone.home.longest_task.${suffix}_phone_screen`,
              homeOnPhone.map((r) => r.longestTaskMs),
              'aim <= 100',
            ),
            [`phone.home.long_tasks.${suffix}_phone_screen`, tasks(homeOnPhone), 'ms'],
          ]
        : []),
      stat(
        `phone.sign_in_to_dashboard.${suffix}`,
        signIn,
        atFour ? 'click on "Inloggen" to the dashboard drawn, aim <= 900' : '',
      ),
      ...(atFour
        ? [
            stat(
              `phone.sign_in_to_dashboard.${suffix}_worker_in_control`,
              signInWorker,
              'the same, the service worker installed and in control before the click',
            ),
          ]
        : []),
      stat(
        `phone.triage_next.${suffix}`,
        triage,
        rate === 1 ? 'key to the next kaizen drawn, aim <= 33' : 'aim <= 100',
      ),
      stat(
        `phone.new_kaizen_field.${suffix}`,
        field,
        atFour ? 'tap to a usable first field, code loaded, aim <= 100' : '',
      ),
    );
  }
  return lines;
}
