import type { AppEnv } from './read-env';

/** The VITE_* values as vite.config.ts checked them (`readEnv`), written into the code. */
declare const __APP_ENV__: AppEnv;

/**
 * Environment, read and checked once, when Vite starts: a value that does not fit stops the dev
 * server, the build and the tests with its name (docs/decisions.md, "Environment checked at
 * start"). Everything else imports `env` from here.
 */
export const env = { demo: __DEMO_MODE__, ...__APP_ENV__ } as const;
