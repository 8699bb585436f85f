/**
 * Runs commands side by side, each line of their output printed as it comes with the command's
 * name before it. A lane given as a list runs its commands one after the other (each whatever
 * the one before did). Resolves once all have ended; exits the process with 1, naming the ones
 * that failed, when any did.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

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

async function runLane(lane) {
  const results = [];
  for (const part of Array.isArray(lane) ? lane : [lane]) results.push(await run(part));
  return results;
}

export async function runSideBySide(lanes) {
  const parts = lanes.flat();
  const results = (await Promise.all(lanes.map(runLane))).flat();
  const failed = parts.filter((_, index) => !results[index]).map(({ name }) => name);
  if (failed.length > 0) {
    console.error(`failed: ${failed.join(', ')}`);
    process.exit(1);
  }
}
