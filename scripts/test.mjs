/**
 * `npm test`: the static checks, the unit tests and the browser tests, side by side. The unit
 * run keeps both cores busy; the browser suites spend most of their time waiting on Chromium
 * and the servers, and the checks are single-threaded, so one after another they left cores
 * idle that CI's time limit needs.
 */
import { runSideBySide } from './side-by-side.mjs';

// deploy-*: the build deployed by docs/deploy.md behind Apache and behind nginx (vite.config.ts).
const browserProjects = ['e2e', 'laravel', 'deploy-*'].flatMap((name) => ['--project', name]);

await runSideBySide([
  // The main journeys in Firefox and WebKit (tests/engines), with a build of their own, after
  // the checks: started beside everything else, their browsers met a machine at its busiest.
  [
    { name: 'check', command: ['node', 'scripts/check.mjs'] },
    {
      name: 'engines',
      command: ['npx', 'vitest', 'run', '--project', 'firefox', '--project', 'webkit'],
    },
  ],
  { name: 'unit', command: ['npx', 'vitest', 'run', '--project', 'unit*'] },
  { name: 'browser', command: ['npx', 'vitest', 'run', ...browserProjects] },
]);
