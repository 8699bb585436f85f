import { buildApp } from '../scripts/bench/budgets.mjs';

/** Where the browser suites' production build goes: the demo server and Laravel serve it alike. */
export const BROWSER_DIST = 'dist-e2e';

/**
 * The production bundle's folder, built once per test run and folder: the e2e and laravel
 * projects' global set-ups both ask for it, and they run in the one main process, so the first
 * asks and the second waits for the same build. A run started alone beside it builds into a
 * folder of its own; `npm test` builds once before its browser and engine parts and names the
 * folder in QEK_BUILT_DIST (scripts/test.mjs), which every caller then serves as it is.
 */
export function productionBuild(dist = BROWSER_DIST): Promise<string> {
  const built = process.env.QEK_BUILT_DIST;
  if (built) {
    // The suites that serve BROWSER_DIST by name read the same folder.
    if (built !== BROWSER_DIST) throw new Error(`QEK_BUILT_DIST must be ${BROWSER_DIST}`);
    return Promise.resolve(built);
  }
  const run = globalThis as { qekProductionBuilds?: Map<string, Promise<string>> };
  run.qekProductionBuilds ??= new Map();
  let build = run.qekProductionBuilds.get(dist);
  if (!build) {
    build = buildApp(dist).then(() => dist);
    run.qekProductionBuilds.set(dist, build);
  }
  return build;
}
