/**
 * `npm run check`: the static checks in two lanes side by side, ESLint in one and the others one
 * after another in the other: each check is one process on one core, and ESLint takes about as
 * long as the others together. Two lanes, not one process per check: in `npm test` the checks
 * run beside the unit and browser parts, and six processes at once only took the cores from
 * the unit part, the longest, without ending the checks sooner.
 */
import { runSideBySide } from './side-by-side.mjs';

const part = (script) => ({ name: script, command: ['npm', 'run', '--silent', script] });

await runSideBySide([
  part('lint'),
  ['typecheck', 'format:check', 'check:deps', 'check:exports', 'check:docs'].map(part),
]);
