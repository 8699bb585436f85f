import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { SHELL_URL, type SignedInCode } from '../src/sw/rules.ts';
import { pageModules, planPrecache, type ViteManifest } from './precache-plan.ts';

/** Where the worker is written in the build, and so served from (/build/sw.js). */
export const SERVICE_WORKER_FILE = 'sw.js';
const SOURCE = 'src/sw/service-worker.ts';
/** Where the signed-in pages' names meet their modules (read by precache-plan.ts). */
const PAGES_SOURCE = 'src/app/signed-in-pages.ts';
const VITE_MANIFEST = '.vite/manifest.json';
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
 * The build's files the worker keeps from its install, each at its URL, but those kept only
 * after a sign-in (`later`): hashed assets need no revision (the name changes with the
 * content); index.html is kept as the shell URL so it carries the server's headers.
 */
export function precacheEntries(
  outDir: string,
  base: string,
  later: ReadonlySet<string> = new Set(),
): PrecacheEntry[] {
  return filesUnder(outDir)
    .filter((file) => !SKIP.test(file) && !later.has(file))
    .sort()
    .map((file) => {
      const path = join(outDir, file);
      if (file === 'index.html') return { url: SHELL_URL, revision: revisionOf(path) };
      return { url: `${base}${file}`, revision: HASHED.test(file) ? null : revisionOf(path) };
    });
}

/**
 * What the worker keeps: from its install, what the sign-in pages load; after a sign-in, the
 * signed-in part and the code of the pages the person may open (docs/decisions.md,
 * "Installable, with a service worker").
 */
export function workerFiles(
  root: string,
  outDir: string,
  base: string,
): { install: PrecacheEntry[]; signedIn: SignedInCode } {
  const manifest = JSON.parse(readFileSync(join(outDir, VITE_MANIFEST), 'utf8')) as ViteManifest;
  const pages = pageModules(readFileSync(join(root, PAGES_SOURCE), 'utf8'), manifest);
  const assets = filesUnder(outDir).filter((file) => HASHED.test(file) && !SKIP.test(file));
  const plan = planPrecache(manifest, pages, assets);
  const urls = (files: string[]) => files.map((file) => `${base}${file}`);
  const code = {
    core: urls(plan.signedIn),
    pages: Object.fromEntries(
      Object.entries(plan.pages).map(([name, files]) => [name, urls(files)]),
    ),
  };
  const version = createHash('sha256').update(JSON.stringify(code)).digest('hex').slice(0, 12);
  const later = new Set([...plan.signedIn, ...Object.values(plan.pages).flat()]);
  return { install: precacheEntries(outDir, base, later), signedIn: { version, ...code } };
}

/**
 * Builds src/sw/service-worker.ts into `sw.js` after the app is written, with the lists of
 * the build's files in it (`workerFiles`): a new build gives new worker bytes, which is what makes
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
        const { install, signedIn } = workerFiles(config.root, outDir, config.base);
        await build({
          configFile: false,
          root: config.root,
          mode: 'production',
          logLevel: 'warn',
          resolve: { alias: config.resolve.alias },
          define: {
            'process.env.NODE_ENV': JSON.stringify('production'),
            __PRECACHE_MANIFEST__: JSON.stringify(install),
            __SIGNED_IN_CODE__: JSON.stringify(signedIn),
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
