/**
 * `npm run check`: the static checks side by side. Each is one process on one core, and ESLint
 * alone takes longer than the others together, so on two cores running them one after another
 * only added their times up.
 */
import { runSideBySide } from './side-by-side.mjs';

const CHECKS = ['typecheck', 'lint', 'format:check', 'check:deps', 'check:exports', 'check:docs'];

await runSideBySide(
  CHECKS.map((script) => ({ name: script, command: ['npm', 'run', '--silent', script] })),
);
