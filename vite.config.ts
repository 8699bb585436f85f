/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import apiPaths from './src/config/api-paths.json' with { type: 'json' };
import { readEnv } from './src/config/read-env.ts';
import { asyncEntryScript } from './scripts/async-entry-plugin.ts';
import { axiosWithoutFetch } from './scripts/axios-without-fetch-plugin.ts';
import { compileHints } from './scripts/compile-hints-plugin.ts';
import { devProxy } from './scripts/dev-proxy.ts';
import { firstFrame } from './scripts/first-frame-plugin.ts';
import { laravelManifest } from './scripts/laravel-manifest-plugin.ts';
import { reactRouterTreeShaken } from './scripts/react-router-tree-shaken-plugin.ts';
import { SERVICE_WORKER_FILE, serviceWorker } from './scripts/service-worker-plugin.ts';
import { OWN_WORKER } from './tests/own-modules.ts';
import { EnvironmentBlocks } from './tests/sequencer.ts';
import { TIMEOUTS } from './tests/timeouts.ts';

const workerFile = 'mockServiceWorker.js';

const workerSource = () => readFileSync(new URL(`./public-demo/${workerFile}`, import.meta.url));

type Middleware = (
  req: { url?: string; method?: string; headers: Record<string, string | string[] | undefined> },
  res: { setHeader: (name: string, value: string) => void; end: (body: Buffer) => void },
  next: () => void,
) => void;

// Assets live under /build/ (spec §9) but the app's routes are at the root, so the dev and
// preview servers answer page requests outside /build/ and the API with index.html.
const appRoutesFallback: Middleware = (req, _res, next) => {
  const path = req.url?.split('?')[0] ?? '/';
  const accept = String(req.headers.accept ?? '');
  // A browser navigating asks for HTML; API calls ask for JSON. So /login as a page is the app
  // even though POST /login is an API path.
  if (req.method === 'GET' && accept.includes('text/html') && !path.startsWith('/build/')) {
    req.url = '/build/index.html';
  }
  next();
};

function appRoutes(): Plugin {
  return {
    name: 'qek-app-routes',
    configureServer(server) {
      server.middlewares.use(appRoutesFallback);
    },
    configurePreviewServer(server) {
      server.middlewares.use(workerScopeHeader);
      server.middlewares.use(appRoutesFallback);
    },
  };
}

// The workers (msw's in demo mode, ours in production) sit under /build/ but control pages at
// the root.
const rootScopedWorkers = new Set([`/build/${workerFile}`, `/build/${SERVICE_WORKER_FILE}`]);
const workerScopeHeader: Middleware = (req, res, next) => {
  if (rootScopedWorkers.has(req.url?.split('?')[0] ?? ''))
    res.setHeader('Service-Worker-Allowed', '/');
  next();
};

// Serves and emits msw's service worker in demo mode only, so a production dist holds no mock code.
function demoWorker(): Plugin {
  return {
    name: 'qek-demo-worker',
    configureServer(server) {
      server.middlewares.use(workerScopeHeader);
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== `/build/${workerFile}`) return next();
        res.setHeader('Content-Type', 'text/javascript');
        res.end(workerSource());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: workerFile, source: workerSource() });
    },
  };
}

/**
 * The sign-in page, where a guest starts and every sign-out lands: in the entry's chunk with all
 * it imports, so its code comes with the entry's instead of being asked for once the entry runs
 * and arriving after the start-up check (docs/decisions.md, "One chunk per landing page's
 * imports"). What it imports, the signed-in layout needs too; its own module is a few KB.
 */
const ENTRY_PAGE = '/src/features/auth/login-page.tsx';

/**
 * The other pages most visits start on, each with everything it imports statically in one chunk
 * beside its own: over HTTP/1.1 a browser fetches six files at a time, and the tens of small
 * chunks Rolldown makes of what pages share cost a round trip per six. A module two of them
 * import goes with the first; what the entry holds stays there.
 */
const LANDING_PAGES: { name: string; page: string; with?: string }[] = [
  { name: 'signed-in-deps', page: '/src/app/layouts/signed-in-layout.tsx' },
  // The dashboard's first data is asked for as the layout draws: in the chunk that comes anyway.
  {
    name: 'dashboard-deps',
    page: '/src/features/dashboard/home-page.tsx',
    with: '/src/features/dashboard/first-data.ts',
  },
];

/**
 * The capture, fetched ahead of the tap on "Nieuwe kaizen": compiled as it loads, like the first
 * pages, so the tap does not compile the form's functions one by one as it draws them.
 */
const CAPTURE_PAGE = '/src/features/kaizen/kaizen-form-page.tsx';

/**
 * Modules a package's index imports that only lazy screens use: the walk below follows every
 * static import, before tree-shaking, so through react-i18next's index it put `<Trans>` and
 * its HTML parser (company settings only) in the entry's chunk, on every first page. Left to
 * Rolldown, they go with the screen that uses them.
 */
const BEHIND_BARRELS =
  /node_modules[\\/](html-parse-stringify|react-i18next[\\/]dist[\\/]es[\\/](Icu)?Trans)/;

/**
 * Chunk groups: the entry and the sign-in page with all they import statically (the first load
 * fetches all of it anyway), then each landing page's imports. A landing page's own module keeps
 * its own chunk, so the manifest still names its file. What each group holds is known at the end
 * of the build phase and read when the chunks are made.
 */
function landingChunks() {
  const owner = new Map<string, string>();
  const roots = [
    {
      name: 'index',
      isRoot: (id: string, isEntry: boolean) => isEntry || id.endsWith(ENTRY_PAGE),
      keepRoot: () => true,
    },
    ...LANDING_PAGES.map(({ name, page, with: alsoIn }) => ({
      name,
      isRoot: (id: string) => id.endsWith(page) || (alsoIn !== undefined && id.endsWith(alsoIn)),
      // The page module keeps a chunk of its own; a module `with` it goes into the group.
      keepRoot: (id: string) => !id.endsWith(page),
    })),
  ];
  const plugin: Plugin = {
    name: 'qek-landing-chunks',
    apply: 'build',
    buildEnd() {
      owner.clear();
      const all = [...this.getModuleIds()];
      for (const { name, isRoot, keepRoot } of roots) {
        const rootIds = all.filter((id) => isRoot(id, this.getModuleInfo(id)?.isEntry ?? false));
        const stack = [...rootIds];
        const seen = new Set<string>();
        for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
          if (seen.has(id) || BEHIND_BARRELS.test(id)) continue;
          seen.add(id);
          if (!owner.has(id) && (keepRoot(id) || !rootIds.includes(id))) owner.set(id, name);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      }
    },
  };
  const groups = roots.map(({ name }, index) => ({
    name,
    test: (id: string) => owner.get(id) === name,
    priority: roots.length - index,
  }));
  return { plugin, groups };
}

/**
 * docs/deploy.md proven: the same build deployed by the guide's script into a copy of the
 * reference Laravel app, behind Debian's apache2 with mod_php and behind nginx with php-fpm, each
 * set up from the guide's config files (tests/deploy-e2e). The Laravel journey runs against each,
 * then the deployment's own checks. One after the other, after the laravel project.
 */
const deployProjects = ['deploy-apache', 'deploy-nginx'].map((name, index) => ({
  extends: true as const,
  test: {
    name,
    isolate: false,
    environment: 'node',
    include: ['tests/laravel-e2e/journey.e2e.ts', 'tests/deploy-e2e/**/*.e2e.ts'],
    globalSetup: ['./tests/deploy-e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: TIMEOUTS.browserTest,
    hookTimeout: TIMEOUTS.browserSetup,
    sequence: { groupOrder: 3 + index },
  },
}));

/**
 * The main journeys in Firefox ESR and WebKitGTK: a production build and the demo
 * backend as in the e2e project, each engine with its own server. `npm test` runs them in a part
 * of their own beside the others (scripts/test.mjs). docs/decisions.md, "Three engines".
 */
const engineProjects = (['firefox', 'webkit'] as const).map((engine) => ({
  extends: true as const,
  test: {
    name: engine,
    environment: 'node',
    include: ['tests/engines/**/*.engine.ts'],
    globalSetup: ['./tests/engines/global-setup.ts'],
    provide: { engine },
    fileParallelism: false,
    testTimeout: TIMEOUTS.browserTest,
    hookTimeout: TIMEOUTS.browserSetup,
    // A group of their own, last: vitest runs projects of one group in one pool, and the e2e
    // project's two workers cannot share it with one-file-at-a-time projects.
    sequence: { groupOrder: 5 },
  },
}));

export default defineConfig(({ command, mode }) => {
  const landing = landingChunks();
  // Throws on a value that does not fit: the dev server, the build and the tests stop here.
  const { app, build } = readEnv(loadEnv(mode, process.cwd(), 'VITE_'), {
    devServer: command === 'serve',
  });
  const proxyTarget = build.apiProxyTarget;
  // The dev server falls back to the demo backend when no real API is named; a build is demo
  // only when asked for (`--mode demo`), so production bundles never carry mock code.
  const namesRealApi = Boolean(proxyTarget || app.apiBaseUrl);
  const isDemo = build.demo || (command === 'serve' && mode === 'development' && !namesRealApi);
  return {
    // The checked values, so the bundle carries them and not the code that checks them.
    define: { __DEMO_MODE__: JSON.stringify(isDemo), __APP_ENV__: JSON.stringify(app) },
    // Spec §9: built assets are served from /build/, the app's routes stay at the root.
    base: '/build/',
    build: {
      // .vite/manifest.json, read by tests/e2e/budgets.e2e.ts; laravelManifest() writes
      // Laravel's manifest.json from it.
      manifest: true,
      // Every browser the build targets but Safari 16.4-16.x and Firefox 114 knows
      // `modulepreload`; those few fetch a page's modules one level at a time instead of all at
      // once. The polyfill would run on every start-up and weigh on the first page.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // React DOM changes only with a React upgrade: its own long-cached chunk, which also
          // keeps every chunk under the 100 KB budget.
          codeSplitting: {
            groups: [
              {
                name: 'react-dom',
                test: /node_modules[\\/](react-dom|scheduler)[\\/]/,
                priority: LANDING_PAGES.length + 2,
              },
              ...landing.groups,
            ],
          },
        },
      },
    },
    css: {
      preprocessorOptions: {
        // Bootstrap 5.3's Sass still uses @import and global functions; its warnings are not ours.
        scss: {
          quietDeps: true,
          silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
        },
      },
    },
    resolve: {
      alias: {
        '@tests': fileURLToPath(new URL('./tests', import.meta.url)),
        '@': fileURLToPath(new URL('./src', import.meta.url)),
      },
    },
    // One worker per scope: a demo build's msw worker owns `/`, so only other builds get ours.
    plugins: [
      landing.plugin,
      react(),
      appRoutes(),
      asyncEntryScript(),
      firstFrame(),
      axiosWithoutFetch(),
      reactRouterTreeShaken(),
      laravelManifest(),
      compileHints([
        ...LANDING_PAGES.flatMap(({ page, with: alsoIn }) => (alsoIn ? [page, alsoIn] : [page])),
        CAPTURE_PAGE,
      ]),
      ...(isDemo ? [demoWorker()] : [serviceWorker()]),
    ],
    server: {
      proxy: proxyTarget && !isDemo ? devProxy(proxyTarget, apiPaths.prefixes) : undefined,
    },
    test: {
      globals: false,
      restoreMocks: true,
      // A project's jsdom files one after another, then its Node files: a worker shared by
      // files (`isolate: false`) lasts only while the next file has its environment.
      sequence: { sequencer: EnvironmentBlocks },
      projects: [
        // The unit tests: `--project 'unit*'` runs both parts. The files share one jsdom per
        // worker (`isolate: false`; the harness resets what a test changes, as for mutation
        // testing), and most of them one module graph; files that replace a module get a worker
        // of their own (tests/own-modules.ts).
        ...[
          { name: 'unit', isolate: false, exclude: OWN_WORKER },
          { name: 'unit-own', isolate: true, include: OWN_WORKER },
        ].map(({ name, isolate, include, exclude }) => ({
          extends: true as const,
          test: {
            name,
            isolate,
            sequence: { groupOrder: 0 },
            // Every core: vitest's default leaves one to its main thread, which here has little
            // to do, and on a 2-core CI machine that halves the unit run's pace.
            maxWorkers: availableParallelism(),
            // Worker threads, not child processes: the same files, graphs and workers for about
            // a third less CPU time (docs/bench.md, "The suite's time").
            pool: 'threads',
            // Tests that need no DOM say `// @vitest-environment node` (tests/setup.ts).
            environment: 'jsdom',
            include: include ?? ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
            exclude: exclude ?? [],
            setupFiles: ['./tests/setup.ts'],
            css: false,
            // A polled condition gets the suite's ceiling, not vitest's one second.
            expect: { poll: { timeout: TIMEOUTS.condition } },
            testTimeout: TIMEOUTS.unitTest,
          },
        })),
        {
          // The browser suite: the production build in Debian's Chromium against the demo
          // backend over HTTP (docs/decisions.md, "Browser suite"). Two files at a time, each
          // worker against a demo server of its own (tests/e2e/global-setup.ts): a file spends
          // most of its time waiting on Chromium and the server, so two keep both cores of a CI
          // machine busy. In a plain `vitest run` after the unit project, in `npm test` beside
          // it (scripts/test.mjs).
          extends: true,
          test: {
            name: 'e2e',
            // A worker's modules, and so its browser, kept from file to file
            // (tests/e2e/support/browser.ts); each test has a fresh context all the same.
            isolate: false,
            environment: 'node',
            include: ['tests/e2e/**/*.e2e.ts'],
            globalSetup: ['./tests/e2e/global-setup.ts'],
            maxWorkers: 2,
            // A polled condition gets a browser step's ceiling, not vitest's one second: beside
            // another file on a busy machine one render can take longer than that.
            expect: { poll: { timeout: TIMEOUTS.browserStep } },
            testTimeout: TIMEOUTS.browserTest,
            hookTimeout: TIMEOUTS.browserSetup,
            sequence: { groupOrder: 1 },
          },
        },
        {
          // The same build served by the reference Laravel app (tests/laravel) with PHP's
          // built-in server: Laravel's own sessions, CSRF, validation and resources. After the
          // e2e project, one file at a time (tests/laravel-e2e/README.md).
          extends: true,
          test: {
            name: 'laravel',
            isolate: false,
            environment: 'node',
            include: ['tests/laravel-e2e/**/*.e2e.ts'],
            globalSetup: ['./tests/laravel-e2e/global-setup.ts'],
            fileParallelism: false,
            testTimeout: TIMEOUTS.browserTest,
            hookTimeout: TIMEOUTS.browserSetup,
            sequence: { groupOrder: 2 },
          },
        },
        ...engineProjects,
        ...deployProjects,
      ],
    },
  };
});
