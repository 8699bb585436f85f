/** Profiling the app in Chromium: a trace and a V8 CPU profile read task by task, and the runs around them. */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from './build.mjs';
import { launchChromium } from './chromium.mjs';
import { startDemoServer } from './server.mjs';
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink',
  'loading',
  // Names the font lookups inside a layout (FontCache::GetFontPlatformData and the IPC for a
  // strike's render style): a new size or weight costs one in the frame that first draws it.
  'fonts',
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
 * The tasks of `minMs` or more on the page's main thread, with their trees. The trace holds
 * every renderer (other contexts too), so only the one that parsed `url`'s document counts.
 */
export function mainThreadTasks(trace, url, minMs) {
  const events = trace.traceEvents;
  // A page parsed while tracing names its renderer in ParseHTML; one parsed before, in the
  // frames listed when tracing started.
  const pids = new Set([
    ...events
      .filter((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(url))
      .map((e) => e.pid),
    ...events
      .filter((e) => e.name === 'TracingStartedInBrowser')
      .flatMap((e) => e.args?.data?.frames ?? [])
      .filter((frame) => frame.url?.startsWith(url) && frame.processId)
      .map((frame) => frame.processId),
  ]);
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
      if (node.event.name === 'RunTask' && node.event.dur >= minMs * 1000) tasks.push(node);
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

/** One task's lines: its tree, its events by name and, with a CPU profile, its functions. */
export function printTask(task, profile, lines, atMs) {
  const { event } = task;
  lines.push(`task ${ms(event.dur)} ms${atMs === undefined ? '' : ` at +${atMs.toFixed(1)} ms`}`);
  printTree(task.children, 1, lines, 1000);
  lines.push('  events by name:', ...eventTotals(task.children).map((line) => `    ${line}`));
  if (!profile) return;
  const cpu = profileWithin(profile, event.ts, event.ts + event.dur);
  lines.push('  by file (self time):', ...cpu.byFile.map((line) => `    ${line}`));
  lines.push('  functions, self time:', ...cpu.self.map((line) => `    ${line}`));
  lines.push('  functions, with callees:', ...cpu.total.map((line) => `    ${line}`));
}

/**
 * Builds the app (or takes PROFILE_DIST), then runs `profileOnce(browser, server)` once to warm
 * the server and PROFILE_RUNS times (default 3) after, printing the lines each run returns with
 * the machine's load before and after. PROFILE_MINIFY=false keeps function names readable.
 */
export async function runProfiles(profileOnce) {
  const runs = Number(process.env.PROFILE_RUNS ?? 3);
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
      for (let run = 1; run <= runs; run++) {
        console.log(`\n=== run ${run}/${runs}`);
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
}

/**
 * Every main-thread task of the trace, the first one's start as 0: those of `shownMs` or more
 * printed with what ran in them, the rest counted.
 */
export function tasksFrom(trace, profile, url, shownMs) {
  const tasks = mainThreadTasks(trace, url, 0);
  const from = tasks[0]?.event.ts ?? 0;
  const lines = [];
  let small = 0;
  for (const task of tasks) {
    if (task.event.dur < shownMs * 1000) {
      small += 1;
      continue;
    }
    printTask(task, profile, lines, (task.event.ts - from) / 1000);
  }
  lines.push(`${small} more tasks under ${shownMs} ms`);
  return lines;
}
