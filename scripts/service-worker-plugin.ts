import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { SHELL_URL } from '../src/sw/rules.ts';

/** Where the worker is written in the build, and so served from (/build/sw.js). */
export const SERVICE_WORKER_FILE = 'sw.js';
const SOURCE = 'src/sw/service-worker.ts';
// Build files the worker never keeps: Vite's and Laravel's manifests (read by the server, never
// by the page), source maps, itself, a demo's msw worker.
const SKIP = /^(\.vite\/|manifest\.json$|.*\.map$|sw\.js$|mockServiceWorker\.js$)/;
const HASHED = /^assets\//;

interface PrecacheEntry {
  url: string;
  revision: string | null;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

const revisionOf = (file: string) =>
  createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);

/**
 * Every file of the build, each at its URL: hashed assets need no revision (the name changes
 * with the content); index.html is kept as the shell URL so it carries the server's headers.
 */
export function precacheEntries(outDir: string, base: string): PrecacheEntry[] {
  return filesUnder(outDir)
    .filter((file) => !SKIP.test(file))
    .sort()
    .map((file) => {
      const path = join(outDir, file);
      if (file === 'index.html') return { url: SHELL_URL, revision: revisionOf(path) };
      return { url: `${base}${file}`, revision: HASHED.test(file) ? null : revisionOf(path) };
    });
}

/**
 * Builds src/sw/service-worker.ts into `sw.js` after the app is written, with the list of
 * every file of the build in it: a new build gives new worker bytes, which is what makes
 * browsers offer the update. A separate build (one classic script, no chunks), as workers
 * loaded as modules are not yet supported everywhere.
 */
export function serviceWorker(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'qek-service-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = resolve(config.root, config.build.outDir);
        const entries = precacheEntries(outDir, config.base);
        await build({
          configFile: false,
          root: config.root,
          mode: 'production',
          logLevel: 'warn',
          resolve: { alias: config.resolve.alias },
          define: {
            'process.env.NODE_ENV': JSON.stringify('production'),
            __PRECACHE_MANIFEST__: JSON.stringify(entries),
          },
          build: {
            outDir,
            emptyOutDir: false,
            copyPublicDir: false,
            target: config.build.target,
            lib: {
              entry: resolve(config.root, SOURCE),
              formats: ['iife'],
              name: 'qekServiceWorker',
              fileName: () => SERVICE_WORKER_FILE,
            },
          },
        });
      },
    },
  };
}
