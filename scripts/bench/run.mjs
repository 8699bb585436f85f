/**
 * npm run bench: builds the production app, the demo app and a bare React floor page, serves
 * each with scripts/demo-server.mjs on loopback, measures them in Debian's Chromium and prints
 * one `name: value unit` line per figure on stdout (progress goes to stderr).
 *
 * Sizes are of the files on disk, raw and gzip -9, 1 KB = 1000 bytes; times are medians of
 * BENCH_RUNS (default 7) cold contexts with their spread (min-max); Lighthouse is the median of
 * LIGHTHOUSE_RUNS (3), cold and warm, mobile and desktop, each with its spread. Figures with an
 * aim print it beside them; the machine's load is printed before and after each part, as the
 * timings depend on it. See docs/bench.md.
 * BENCH_PARTS picks the parts (default production,phone,task,lighthouse,demo,seal,worker,board), e.g. BENCH_PARTS=task
 * (`phone`: phone-cpu.mjs, the start-up and hot paths at 1x and 4x CPU, PHONE_RUNS (3) each,
 * beside the floor and the stack floors, what the libraries of /login and /home cost alone)
 * (`held`: only the held key of held-key.mjs, also part of `task`);
 * (`worker`: what the service worker fetches for a guest and after a sign-in, worker-precache.mjs);
 * the tasks (capture-task.mjs, review-task.mjs, news-task.mjs) run BENCH_TASK_RUNS (default 3) times each;
 * `board` (board.mjs): the team board's first load, a new approval to its slide (BENCH_TASK_RUNS
 * each) and its heap after BOARD_HOURS (8) of refreshes on the page clock.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, buildFloor, buildStackFloor, STACK_FLOORS } from './build.mjs';
import { measureBoard } from './board.mjs';
import { measureCaptureTask } from './capture-task.mjs';
import { measureHeldKey } from './held-key.mjs';
import { measureNewsTask } from './news-task.mjs';
import { measureReviewTask } from './review-task.mjs';
import { measureSeal } from './seal.mjs';
import { measureWorker } from './worker-precache.mjs';
import { launchChromium } from './chromium.mjs';
import { CATEGORIES, METRICS, lighthouseRun } from './lighthouse.mjs';
import { measureDemo, measureFloor, measureProduction } from './measure.mjs';
import { measurePhone, measurePhoneFloor } from './phone-cpu.mjs';
import { median } from './page-load.mjs';
import { startDemoServer } from './server.mjs';
import { signInByRequest } from './targets.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const TASK_RUNS = Number(process.env.BENCH_TASK_RUNS ?? 3);
const PHONE_RUNS = Number(process.env.PHONE_RUNS ?? 3);
const PARTS = (
  process.env.BENCH_PARTS ?? 'production,phone,task,lighthouse,demo,seal,worker,board'
).split(',');
const log = (message) => process.stderr.write(`[bench] ${message}\n`);
const print = (lines) => {
  for (const [name, value, unit] of lines)
    console.log(`${name}: ${value}${unit ? ` ${unit}` : ''}`);
};

/** Starts a demo server on `dist` and a Chromium, runs `task`, and stops both. */
async function measure(dist, task) {
  const server = await startDemoServer(dist);
  try {
    const browser = await launchChromium();
    try {
      return await task(browser, server);
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}

/**
 * Lighthouse, each case the median of LIGHTHOUSE_RUNS with its range, next to its aim: cold (a
 * fresh profile, nothing cached) is the headline, warm beside it.
 */
const LIGHTHOUSE_CASES = [
  { name: 'login.mobile.cold', page: 'login', aim: 98 },
  { name: 'login.mobile.warm', page: 'login', warm: true, aim: 98 },
  { name: 'home.mobile.cold', page: 'home', signIn: true, aim: 90 },
  { name: 'home.mobile.warm', page: 'home', signIn: true, warm: true, aim: 98 },
  { name: 'login.desktop.cold', page: 'login', desktop: true, aim: 100 },
  { name: 'home.desktop.cold', page: 'home', signIn: true, desktop: true, aim: 100 },
];

async function lighthouse(dist) {
  const server = await startDemoServer(dist);
  const lines = [];
  const spread = (values) => `(${Math.min(...values)}-${Math.max(...values)}, n=${values.length})`;
  try {
    for (const { name, page, aim, signIn, warm, desktop } of LIGHTHOUSE_CASES) {
      const runs = [];
      for (let run = 1; run <= LIGHTHOUSE_RUNS; run++) {
        log(`lighthouse ${name} ${run}/${LIGHTHOUSE_RUNS}`);
        await server.reset();
        const signInLead = signIn
          ? (context) => signInByRequest(context, server.baseUrl, 'lead@kaizen.demo')
          : undefined;
        runs.push(
          await lighthouseRun(`${server.baseUrl}/${page}`, { signIn: signInLead, warm, desktop }),
        );
      }
      for (const category of CATEGORIES) {
        const values = runs.map((r) => r[category]);
        const aimText = category === 'performance' ? ` aim >= ${aim}` : '';
        lines.push([
          `lighthouse.${name}.${category}`,
          median(values),
          `${spread(values)}${aimText}`,
        ]);
      }
      for (const [metric] of METRICS) {
        const values = runs.map((r) => r.metrics[metric]);
        lines.push([`lighthouse.${name}.${metric}`, median(values), `ms ${spread(values)}`]);
      }
      // Each run's score beside its simulated first paint: where the simulation puts that paint
      // sets the window its total blocking time is counted in (docs/bench.md, "Reading the
      // figures").
      const byRun = runs.map(
        (r) => `${r.performance} (FCP ${r.metrics.fcp} ms, seen at ${r.observedFcpMs} ms)`,
      );
      lines.push([`lighthouse.${name}.runs`, byRun.join(', '), '']);
      const indexes = runs.map((r) => r.benchmarkIndex);
      lines.push([`lighthouse.${name}.benchmark-index`, median(indexes), spread(indexes)]);
      const bytes = runs.map((r) => r.transferredKb);
      lines.push([`lighthouse.${name}.transferred`, median(bytes), `KB ${spread(bytes)}`]);
    }
  } finally {
    await server.stop();
  }
  return lines;
}

const work = mkdtempSync(join(tmpdir(), 'qek-bench-'));
const dist = {
  production: join(work, 'prod'),
  demo: join(work, 'demo'),
  floor: join(work, 'floor'),
};
/** The load averages (1, 5 and 15 min) against the cores: the timings are only fair A/B. */
const printLoad = (when) =>
  print([
    [
      `machine.load.${when}`,
      loadavg()
        .map((value) => value.toFixed(2))
        .join(' '),
      `(1/5/15 min, ${cpus().length} cores)`,
    ],
  ]);
try {
  printLoad('start');
  log(`building into ${work}`);
  await buildApp(dist.production);
  if (PARTS.includes('demo')) await buildApp(dist.demo, { mode: 'demo' });
  await buildFloor(dist.floor);
  log('floor page');
  const floor = await measure(dist.floor, (b, s) => measureFloor(b, s, dist.floor, RUNS));
  print(floor.lines);
  let production;
  if (PARTS.includes('production')) {
    log('production build');
    printLoad('production.start');
    production = await measure(dist.production, (b, s) =>
      measureProduction(b, s, dist.production, RUNS, floor),
    );
    print(production.lines);
    printLoad('production.end');
  }
  if (PARTS.includes('phone')) {
    log('phone: 1x and 4x CPU');
    printLoad('phone.start');
    const phoneFloor = await measure(dist.floor, (b, s) =>
      measurePhoneFloor(b, s, dist.floor, PHONE_RUNS),
    );
    const stacks = {};
    for (const page of STACK_FLOORS) {
      const stackDist = join(work, `stack-${page}`);
      await buildStackFloor(stackDist, page);
      stacks[page] = await measure(stackDist, (b, s) =>
        measurePhoneFloor(b, s, stackDist, PHONE_RUNS, `stack floor ${page}`),
      );
    }
    print(
      await measure(dist.production, (b, s) =>
        measurePhone(b, s, dist.production, PHONE_RUNS, phoneFloor, stacks),
      ),
    );
    printLoad('phone.end');
  }
  if (PARTS.includes('task')) {
    log('capture task');
    printLoad('task.start');
    print(await measure(dist.production, (b, s) => measureCaptureTask(b, s, TASK_RUNS)));
    log('review task');
    print(await measure(dist.production, (b, s) => measureReviewTask(b, s, TASK_RUNS)));
    log('news task');
    print(await measure(dist.production, (b, s) => measureNewsTask(b, s, TASK_RUNS)));
    printLoad('task.end');
  }
  if (PARTS.includes('task') || PARTS.includes('held')) {
    log('held key');
    print(await measure(dist.production, (b, s) => measureHeldKey(b, s, TASK_RUNS)));
  }
  if (PARTS.includes('lighthouse')) {
    printLoad('lighthouse.start');
    print(await lighthouse(dist.production));
    printLoad('lighthouse.end');
  }
  if (PARTS.includes('demo')) {
    log('demo build');
    printLoad('demo.start');
    const demo = await measure(dist.demo, (b, s) =>
      measureDemo(b, s, dist.demo, RUNS, production?.firstLoad),
    );
    print(demo.lines);
    printLoad('demo.end');
  }
  if (PARTS.includes('board')) {
    log('team board');
    printLoad('board.start');
    print(
      await measure(dist.production, (b, s) => measureBoard(b, s, dist.production, TASK_RUNS, log)),
    );
    printLoad('board.end');
  }
  if (PARTS.includes('seal')) {
    log("the seal's key derivation");
    printLoad('seal.start');
    const browser = await launchChromium();
    try {
      print(await measureSeal(browser));
    } finally {
      await browser.close();
    }
    printLoad('seal.end');
  }
  if (PARTS.includes('worker')) {
    log('what the service worker fetches');
    print(await measure(dist.production, (b, s) => measureWorker(b, s, dist.production)));
  }
  printLoad('end');
} finally {
  rmSync(work, { recursive: true, force: true });
}
