/**
 * Builds for the benchmark and the budgets: the app (production or demo), the React floor and
 * the stack floors.
 */
import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, resolveConfig } from 'vite';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FLOOR = fileURLToPath(new URL('./floor', import.meta.url));
const STACK_FLOOR = fileURLToPath(new URL('./stack-floor', import.meta.url));
/** The stack floors' pages (scripts/bench/stack-floor): what each first page's libraries cost. */
export const STACK_FLOORS = ['sign-in', 'dashboard'];
/** The floor's own script, as its index.html names it. */
const FLOOR_SCRIPT = './main.tsx';

/**
 * Vite takes NODE_ENV from the environment when it is set; under vitest it is 'test', which
 * gives a development React build. A production bundle needs 'production' while it builds.
 */
async function asProduction(work) {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await work();
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}

/**
 * The app with the project's vite.config.ts; `mode: 'demo'` carries the msw backend.
 * `minify: false` keeps function names, for reading a CPU profile (startup-profile.mjs).
 */
export function buildApp(outDir, { mode = 'production', minify } = {}) {
  return asProduction(() =>
    build({
      root: ROOT,
      mode,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, manifest: true, ...(minify === false && { minify }) },
    }),
  );
}

/** A page of scripts/bench built as the app is built: same base, minifier and target. */
function buildLikeTheApp(outDir, root, config) {
  return asProduction(async () => {
    const app = await resolveConfig({ root: ROOT, logLevel: 'silent' }, 'build', 'production');
    await build({
      ...config,
      root,
      base: app.base,
      mode: 'production',
      logLevel: 'warn',
      build: {
        outDir,
        emptyOutDir: true,
        manifest: true,
        minify: app.build.minify,
        cssMinify: app.build.cssMinify,
        target: app.build.target,
        modulePreload: app.build.modulePreload,
      },
    });
  });
}

/**
 * A bare React 19 page (scripts/bench/floor) built like the app: same base, minifier, target
 * and React plugin, no app code. What any React app pays before a line of its own.
 */
export function buildFloor(outDir) {
  return buildLikeTheApp(outDir, FLOOR, { configFile: false, plugins: [react()] });
}

/**
 * A stack floor (`page` of STACK_FLOORS): the floor's page running stack-floor/<page>.tsx
 * instead of its own script, the libraries one of the app's first pages carries, built like the
 * floor with the app's two library trims (stack-floor/vite.config.ts).
 */
export function buildStackFloor(outDir, page) {
  const ownScript = {
    name: 'qek-stack-floor-page',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => {
        // Without the swap the build would be the bare floor under a stack floor's name.
        if (!html.includes(FLOOR_SCRIPT)) throw new Error(`no ${FLOOR_SCRIPT} in the floor's page`);
        return html.replace(FLOOR_SCRIPT, `../stack-floor/${page}.tsx`);
      },
    },
  };
  return buildLikeTheApp(outDir, FLOOR, {
    configFile: join(STACK_FLOOR, 'vite.config.ts'),
    plugins: [ownScript],
  });
}
