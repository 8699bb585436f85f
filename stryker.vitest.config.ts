import { defineConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { OWN_MODULES } from './tests/own-modules.ts';
import { TIMEOUTS } from './tests/timeouts.ts';

/**
 * The tests mutation testing runs (stryker.config.mjs): the unit project's set-up, but only the
 * fast tests of src/api, src/lib, src/kaizens, src/utils and the route guards. Route-level tests
 * would cover most of these modules too and make every mutant cost a full app render. Stryker
 * runs the tests again for each mutant, so the rest share one environment and module graph: a
 * fresh jsdom and set-up per file cost most of the time.
 */
export default defineConfig((env) => {
  const unit = {
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
            include: [
              'src/api/**/*.test.ts',
              'src/lib/**/*.test.{ts,tsx}',
              'src/kaizens/**/*.test.ts',
              'src/utils/**/*.test.ts',
              'src/app/guard*.test.ts',
            ],
            exclude: OWN_MODULES,
          },
        },
        { extends: true, test: { ...unit, name: 'own-modules', include: OWN_MODULES } },
      ],
    },
  };
});
