/**
 * Runs commands side by side, each line of their output printed as it comes with the command's
 * name before it. A lane given as a list runs its commands one after the other (each whatever
 * the one before did). A part with `after: '<name>'` first waits for that part, in any lane, and
 * fails without running when it failed. Resolves once all have ended; exits the process with 1,
 * naming the ones that failed, when any did, after printing again what each failed part said of
 * its failures: a part that failed early has scrolled far out of a CI log's tail by then.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * The part's command in a shell that says, as it ends, the CPU time the command and everything
 * it waited for took: bash's `times`, whose second line is its children's user and sys time
 * (run in the shell itself: in a pipe or `$(...)` it would count a subshell's). On a shared
 * 2-core machine the wall time says little about what a part costs the others.
 */
const CPU_MARK = 'QEK_CPU_TIMES';
const TIMES = /^(\d+)m([\d.]+)s (\d+)m([\d.]+)s$/;
const withCpuTime = (command) => [
  'bash',
  '-c',
  `"$@"; code=$?; echo ${CPU_MARK} >&2; times >&2; exit $code`,
  'part',
  ...command,
];

/** Where a vitest run's account of its failures starts, if it printed one. */
const FAILURE_HEADING = /⎯ (Failed Tests|Failed Suites|Unhandled Errors?) \d*/;
// eslint-disable-next-line no-control-regex -- the terminal's colour codes, which vitest puts in the heading
const COLOUR = /\x1b\[[\d;]*m/g;
const RECAP_LINES = 300;
const TAIL_LINES = 60;

/** What a failed part said of its failures, from its output: vitest's account, or its tail. */
export function failureRecap(lines) {
  const heading = lines.findIndex((line) => FAILURE_HEADING.test(line.replace(COLOUR, '')));
  const start = heading >= 0 ? heading : Math.max(0, lines.length - TAIL_LINES);
  return lines.slice(start, start + RECAP_LINES);
}

function run({ name, command, env }, said) {
  const started = Date.now();
  let cpu = '';
  // Lines still to come of `times` after the mark: the shell's own, then its children's.
  let timesLeft = 0;
  return new Promise((resolve) => {
    const [program, ...args] = withCpuTime(command);
    const child = spawn(program, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        const times = timesLeft > 0 ? TIMES.exec(line) : null;
        if (line === CPU_MARK) timesLeft = 2;
        else if (!times) {
          console.log(`[${name}] ${line}`);
          said.push(line);
        } else if (--timesLeft === 0) {
          const seconds = 60 * (+times[1] + +times[3]) + +times[2] + +times[4];
          cpu = `, CPU ${seconds.toFixed(1)} s`;
        }
      });
    }
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const result = code === 0 ? 'passed' : `FAILED (${code})`;
      console.log(`[${name}] ${result} in ${seconds} s${cpu}`);
      resolve(code === 0);
    });
  });
}

async function runLane(lane, ended, said) {
  const results = [];
  for (const part of Array.isArray(lane) ? lane : [lane]) {
    const ready = part.after ? await ended(part.after) : true;
    if (!ready) console.log(`[${part.name}] FAILED: not run, ${part.after} failed`);
    const lines = [];
    said.set(part.name, lines);
    const passed = ready && (await run(part, lines));
    results.push(passed);
    ended.settle(part.name, passed);
  }
  return results;
}

/** Each part's result by name, for the parts that wait for another. */
function endings() {
  const waiting = new Map();
  const promiseOf = (name) => {
    if (!waiting.has(name)) {
      let settle;
      const promise = new Promise((resolve) => (settle = resolve));
      waiting.set(name, { promise, settle });
    }
    return waiting.get(name);
  };
  const ended = (name) => promiseOf(name).promise;
  ended.settle = (name, passed) => promiseOf(name).settle(passed);
  return ended;
}

/** Runs the lanes; resolves with the names of the parts that failed. */
export async function runLanes(lanes) {
  const parts = lanes.flat();
  const ended = endings();
  const said = new Map();
  const results = (await Promise.all(lanes.map((lane) => runLane(lane, ended, said)))).flat();
  const failed = parts.filter((_, index) => !results[index]).map(({ name }) => name);
  for (const name of failed) {
    const recap = failureRecap(said.get(name) ?? []);
    if (recap.length === 0) continue;
    console.log(`[${name}] ---- what ${name} said of its failure, again ----`);
    for (const line of recap) console.log(`[${name}] ${line}`);
  }
  return failed;
}

export async function runSideBySide(lanes) {
  const failed = await runLanes(lanes);
  if (failed.length > 0) {
    console.error(`failed: ${failed.join(', ')}`);
    process.exit(1);
  }
}
