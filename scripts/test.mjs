/**
 * `npm test`: the static checks, the unit tests and the browser tests, side by side. The unit
 * run keeps both cores busy; the browser suites spend most of their time waiting on Chromium
 * and the servers, and the checks are single-threaded, so one after another they left cores
 * idle that CI's time limit needs. Each line is printed as it comes, prefixed with its part;
 * the run fails when any part failed, and says which.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const PARTS = [
  { name: 'check', command: ['npm', 'run', '--silent', 'check'] },
  { name: 'unit', command: ['npx', 'vitest', 'run', '--project', 'unit'] },
  {
    name: 'browser',
    command: ['npx', 'vitest', 'run', '--project', 'e2e', '--project', 'laravel'],
  },
];

function run({ name, command }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const [program, ...args] = command;
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
    }
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`[${name}] ${code === 0 ? 'passed' : `FAILED (${code})`} in ${seconds} s`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(PARTS.map(run));
const failed = PARTS.filter((_, index) => !results[index]).map(({ name }) => name);
if (failed.length > 0) {
  console.error(`[test] failed: ${failed.join(', ')}`);
  process.exit(1);
}
