/**
 * npm run bench:startup: what runs in the long tasks of a cold, signed-in /home (issue 14: the
 * bench's home.longest_task). Builds the production app (PROFILE_MINIFY=false keeps function
 * names readable), loads /home PROFILE_RUNS times (default 3) with a Chromium trace and a V8 CPU
 * profile, and prints per task of 50 ms or more: its parts from the trace (script evaluation,
 * timers, style, layout, paint), the scripts it evaluated, and the functions that took the
 * time (self, and including what they called). PROFILE_DIST reuses a build; PROFILE_KAIZENS
 * (e.g. 10000) seeds the lead's team with that many kaizens, as the bench's
 * home.kaizens_10000.longest_task does.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from './build.mjs';
import { launchChromium } from './chromium.mjs';
import { startDemoServer } from './server.mjs';
import { homeUsable, signInByRequest } from './targets.mjs';
import { networkQuiet, valueInPage } from './page-load.mjs';

const RUNS = Number(process.env.PROFILE_RUNS ?? 3);
const KAIZENS = process.env.PROFILE_KAIZENS ? Number(process.env.PROFILE_KAIZENS) : undefined;
const LONG = 50; // ms: Chromium's long task.
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink',
  'loading',
].join(',');

const ms = (us) => (us / 1000).toFixed(1);

/** Complete ('X') events of one thread, nested by time: [{ event, children }]. */
function nest(events) {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const roots = [];
  const stack = [];
  for (const event of sorted) {
    const node = { event, children: [] };
    while (stack.length && stack.at(-1).event.ts + stack.at(-1).event.dur <= event.ts) stack.pop();
    (stack.length ? stack.at(-1).children : roots).push(node);
    stack.push(node);
  }
  return roots;
}

const shortUrl = (url) => (url ? url.replace(/^.*\/build\//, '') : '');

function describe(event) {
  const data = event.args?.data ?? {};
  const where = shortUrl(data.url ?? event.args?.fileName ?? data.stackTrace?.[0]?.url);
  const fn = data.functionName ? ` ${data.functionName}` : '';
  return `${event.name}${fn}${where ? ` ${where}` : ''}`;
}

/** Every event under a task by name: how many and their total time, largest first. */
function eventTotals(nodes) {
  const totals = new Map();
  const walk = (list) => {
    for (const { event, children } of list) {
      const total = totals.get(event.name) ?? { count: 0, dur: 0 };
      totals.set(event.name, { count: total.count + 1, dur: total.dur + event.dur });
      walk(children);
    }
  };
  walk(nodes);
  return [...totals.entries()]
    .filter(([, total]) => total.dur >= 1000)
    .sort((a, b) => b[1].dur - a[1].dur)
    .map(([name, total]) => `${ms(total.dur)} ms  ${total.count}x ${name}`);
}

function printTree(nodes, depth, lines, minUs) {
  for (const { event, children } of nodes) {
    if (event.dur < minUs) continue;
    lines.push(`${'  '.repeat(depth)}${ms(event.dur)} ms  ${describe(event)}`);
    if (depth < 6) printTree(children, depth + 1, lines, minUs);
  }
}

/**
 * The long tasks of the page's main thread, with their trees. The trace holds every renderer
 * (other contexts too), so only the one that parsed `url`'s document counts.
 */
function longTasks(trace, url) {
  const events = trace.traceEvents;
  const pids = new Set(
    events
      .filter((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(url))
      .map((e) => e.pid),
  );
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .filter((e) => pids.has(e.pid))
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || !mains.has(key) || typeof e.dur !== 'number') continue;
    if (!byThread.has(key)) byThread.set(key, []);
    byThread.get(key).push(e);
  }
  const tasks = [];
  for (const threadEvents of byThread.values()) {
    for (const node of nest(threadEvents)) {
      if (node.event.name === 'RunTask' && node.event.dur >= LONG * 1000) tasks.push(node);
    }
  }
  return tasks.sort((a, b) => a.event.ts - b.event.ts);
}

/** Self and inclusive time per function of the CPU profile's samples inside [from, to] (µs). */
function profileWithin(profile, from, to) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const name = (node) => {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    return `${functionName || '(anonymous)'} ${shortUrl(url)}:${lineNumber + 1}:${columnNumber + 1}`;
  };
  const self = new Map();
  const total = new Map();
  const byFile = new Map();
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    const next = profile.timeDeltas[index + 1] ?? 0;
    if (time < from || time > to) return;
    const node = nodes.get(id);
    self.set(name(node), (self.get(name(node)) ?? 0) + next);
    const file = shortUrl(node.callFrame.url) || node.callFrame.functionName;
    byFile.set(file, (byFile.get(file) ?? 0) + next);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const key = name(nodes.get(at));
      if (seen.has(key)) continue;
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + next);
    }
  });
  const top = (map, count) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, us]) => `${ms(us)} ms  ${key}`);
  return { self: top(self, 15), total: top(total, 30), byFile: top(byFile, 15) };
}

async function profileOnce(browser, server) {
  await server.reset({ kaizens: KAIZENS });
  const context = await browser.newContext({
    locale: 'nl-NL',
    viewport: { width: 1280, height: 900 },
  });
  try {
    await signInByRequest(context, server.baseUrl, 'lead@kaizen.demo');
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // The sampling profiler slows the page down; PROFILE_CPU=false times the tasks without it.
    const cpuProfile = process.env.PROFILE_CPU !== 'false';
    await browser.startTracing(page, { categories: TRACE_CATEGORIES.split(',') });
    if (cpuProfile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    await page.goto(`${server.baseUrl}/home`);
    // Polled over CDP: Playwright's waitForFunction would add its own script's task.
    await valueInPage(page, `(${homeUsable.toString()})() || null`);
    await networkQuiet(page);
    const profile = cpuProfile ? (await cdp.send('Profiler.stop')).profile : null;
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    const lines = [];
    for (const task of longTasks(trace, `${server.baseUrl}/home`)) {
      const { event } = task;
      lines.push(`long task ${ms(event.dur)} ms`);
      printTree(task.children, 1, lines, 1000);
      lines.push('  events by name:', ...eventTotals(task.children).map((line) => `    ${line}`));
      if (!profile) continue;
      const cpu = profileWithin(profile, event.ts, event.ts + event.dur);
      lines.push('  by file (self time):', ...cpu.byFile.map((line) => `    ${line}`));
      lines.push('  functions, self time:', ...cpu.self.map((line) => `    ${line}`));
      lines.push('  functions, with callees:', ...cpu.total.map((line) => `    ${line}`));
    }
    if (lines.length === 0) lines.push(`no task of ${LONG} ms or more`);
    return lines;
  } finally {
    await context.close();
  }
}

const load = () =>
  `${loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')} (1/5/15 min, ${cpus().length} cores)`;
const work = process.env.PROFILE_DIST ? null : mkdtempSync(join(tmpdir(), 'qek-profile-'));
const dist = process.env.PROFILE_DIST ?? join(work, 'prod');
try {
  console.log(`machine.load.start: ${load()}`);
  if (work) {
    const minify = process.env.PROFILE_MINIFY !== 'false';
    await buildApp(dist, minify ? {} : { minify: false });
  }
  const server = await startDemoServer(dist);
  const browser = await launchChromium();
  try {
    await profileOnce(browser, server); // The server's first answers are slower.
    for (let run = 1; run <= RUNS; run++) {
      console.log(`\n=== run ${run}/${RUNS}`);
      console.log((await profileOnce(browser, server)).join('\n'));
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(`\nmachine.load.end: ${load()}`);
} finally {
  if (work) rmSync(work, { recursive: true, force: true });
}
