/**
 * `npm run check`: the static checks side by side. Each is one process on one core, and ESLint
 * alone takes longer than the others together, so on two cores running them one after another
 * only added their times up. Each check's output is printed whole when it ends; the run fails
 * when any check failed, and says which.
 */
import { spawn } from 'node:child_process';

const CHECKS = ['typecheck', 'lint', 'format:check', 'check:deps', 'check:exports'];

function run(script) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `\n[check] ${script}: ${code === 0 ? 'passed' : `FAILED (${code})`} in ${seconds} s`,
      );
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(CHECKS.map(run));
const failed = CHECKS.filter((_, index) => !results[index]);
if (failed.length > 0) {
  console.error(`\n[check] failed: ${failed.join(', ')}`);
  process.exit(1);
}
