/**
 * `npm test`: the static checks, the unit tests and the browser tests, side by side. The unit
 * run keeps both cores busy; the browser suites spend most of their time waiting on Chromium
 * and the servers, and the checks are single-threaded, so one after another they left cores
 * idle that CI's time limit needs.
 */
import { runSideBySide } from './side-by-side.mjs';

// One production build for the browser and engine parts: each built its own before, and on a
// 2-core machine a second build is a minute of both cores taken from the tests.
const BUILT = { QEK_BUILT_DIST: 'dist-e2e' };

// deploy-*: the build deployed by docs/deploy.md behind Apache and behind nginx (vite.config.ts).
const browserProjects = ['e2e', 'laravel', 'deploy-*'].flatMap((name) => ['--project', name]);

await runSideBySide([
  // The main journeys in Firefox and WebKit (tests/engines), on the browser part's build, after
  // the checks: started beside everything else, their browsers met a machine at its busiest.
  [
    { name: 'check', command: ['node', 'scripts/check.mjs'] },
    {
      name: 'engines',
      command: ['npx', 'vitest', 'run', '--project', 'firefox', '--project', 'webkit'],
      after: 'build',
      env: BUILT,
    },
  ],
  { name: 'unit', command: ['npx', 'vitest', 'run', '--project', 'unit*'] },
  [
    { name: 'build', command: ['node', 'scripts/build-for-tests.mjs', BUILT.QEK_BUILT_DIST] },
    { name: 'browser', command: ['npx', 'vitest', 'run', ...browserProjects], env: BUILT },
  ],
]);
