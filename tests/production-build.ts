import { buildApp } from '../scripts/bench/budgets.mjs';

/** Where the browser suites' production build goes: the demo server and Laravel serve it alike. */
export const BROWSER_DIST = 'dist-e2e';

/**
 * Builds the production bundle once per test run and folder: the e2e and laravel projects'
 * global set-ups both ask for it, and they run in the one main process, so the first asks and
 * the second waits for the same build. A run beside it (the engines', scripts/test.mjs) builds
 * into a folder of its own.
 */
export function productionBuild(dist = BROWSER_DIST): Promise<void> {
  const run = globalThis as { qekProductionBuilds?: Map<string, Promise<void>> };
  run.qekProductionBuilds ??= new Map();
  let build = run.qekProductionBuilds.get(dist);
  if (!build) {
    build = buildApp(dist).then(() => undefined);
    run.qekProductionBuilds.set(dist, build);
  }
  return build;
}
