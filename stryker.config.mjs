// @ts-check
/**
 * Mutation testing of the modules below the screens (README.md, Scripts): not part of `npm test`.
 * One test process, so it shares a small machine; `incremental` keeps the results of unchanged
 * code and tests in reports/, so a rerun only tries the mutants a change touched. Run one folder
 * at a time with its own tests (docs/architecture.md, "Mutation testing").
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'stryker.vitest.config.ts', related: false },
  mutate: [
    'src/api/**/*.ts',
    'src/lib/**/*.{ts,tsx}',
    'src/kaizens/**/*.ts',
    'src/utils/**/*.ts',
    'src/app/guards.ts',
    'src/app/route-gates.tsx',
    '!**/*.test.{ts,tsx}',
    '!**/*.d.ts',
  ],
  coverageAnalysis: 'perTest',
  // A mutant in code that only runs as a module loads (the zod schemas, tables of constants)
  // needs a fresh module graph and every test: on a 2-core machine that tripled the run.
  ignoreStatic: true,
  concurrency: 1,
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  ignorePatterns: ['dist*', 'reports', 'screenshots', 'tests/e2e', 'tests/laravel*'],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  thresholds: { high: 85, low: 70, break: null },
};
