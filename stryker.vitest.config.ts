import { defineConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { FRESH_GRAPH, OWN_WORKER } from './tests/own-modules.ts';
import { TIMEOUTS } from './tests/timeouts.ts';

/**
 * The tests mutation testing runs (stryker.config.mjs): the unit project's set-up, but only the
 * fast tests of src/api, src/lib, src/kaizens, src/utils and the route guards (whose route-level
 * test is the only one of the route gates). Route-level tests
 * would cover most of these modules too and make every mutant cost a full app render. Stryker
 * runs the tests again for each mutant, so the rest share one environment and module graph: a
 * fresh jsdom and set-up per file cost most of the time.
 */
const SHARED_TESTS = [
  'src/api/**/*.test.ts',
  'src/lib/**/*.test.{ts,tsx}',
  'src/kaizens/**/*.test.{ts,tsx}',
  'src/utils/**/*.test.ts',
  'src/app/guard*.test.{ts,tsx}',
];

/**
 * `QEK_MUTATION_TESTS=src/utils` (comma-separated path starts, a folder or a file's name):
 * only the tests under those paths. A run over one folder then asks that folder's own tests to
 * kill its mutants, and each mutant costs a few files instead of every file that reaches it.
 */
const only = process.env.QEK_MUTATION_TESTS?.split(',').filter(Boolean);
const sharedTests = only
  ? only.flatMap((start) => [`${start}*.test.{ts,tsx}`, `${start}*/**/*.test.{ts,tsx}`])
  : SHARED_TESTS;
// Each in a worker of its own: this config has no sequencer to run the fresh graphs last.
const OWN_MODULES = [...FRESH_GRAPH, ...OWN_WORKER];
const ownModules = OWN_MODULES.filter(
  (file) => !only || only.some((start) => file.startsWith(start)),
);

export default defineConfig((env) => {
  const unit = {
    // A worker per mutant run: a thread starts faster than a process.
    pool: 'threads' as const,
    globals: false,
    restoreMocks: true,
    environment: 'jsdom',
    setupFiles: ['./tests/setup.ts'],
    css: false,
    testTimeout: TIMEOUTS.unitTest,
  };
  return {
    // The app's build settings; its test projects give way to the two below.
    ...viteConfig(env),
    test: {
      projects: [
        {
          extends: true,
          test: {
            ...unit,
            name: 'shared',
            isolate: false,
            include: sharedTests,
            // Route level: it renders the whole app for the team list's journeys.
            exclude: [...OWN_MODULES, 'src/kaizens/team-list.test.tsx'],
          },
        },
        { extends: true, test: { ...unit, name: 'own-modules', include: ownModules } },
      ],
    },
  };
});
