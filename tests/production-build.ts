import { buildApp } from '../scripts/bench/budgets.mjs';

/** Where the browser suites' production build goes: the demo server and Laravel serve it alike. */
export const BROWSER_DIST = 'dist-e2e';

/**
 * Builds the production bundle once per test run: the e2e and laravel projects' global set-ups
 * both ask for it, and they run in the one main process, so the first asks and the second waits
 * for the same build.
 */
export function productionBuild(): Promise<void> {
  const run = globalThis as { qekProductionBuild?: Promise<void> };
  run.qekProductionBuild ??= buildApp(BROWSER_DIST).then(() => undefined);
  return run.qekProductionBuild;
}
