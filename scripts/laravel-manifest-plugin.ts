import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The name Laravel's `@vite` knows the app by: the one module index.html loads. A Laravel
 * skeleton's entry would be `resources/js/app.tsx`; this app's is its own source path.
 */
export const LARAVEL_ENTRY = 'src/main.tsx';
/** Where laravel-vite-plugin writes its manifest, and where Laravel's `@vite` reads it. */
const LARAVEL_MANIFEST = 'manifest.json';
const HTML_ENTRY = 'index.html';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  [key: string]: unknown;
}

type Manifest = Record<string, ManifestChunk>;

const renamed = (keys: string[] | undefined) =>
  keys?.map((key) => (key === HTML_ENTRY ? LARAVEL_ENTRY : key));

/**
 * Vite's manifest of a build whose input is index.html, as Laravel's `@vite` needs it: the
 * `index.html` entry, with its file, CSS and imports, under the name `LARAVEL_ENTRY`, and every
 * chunk that imports it pointing there. The other chunks stay as they are.
 */
export function toLaravelManifest(manifest: Manifest): Manifest {
  const entry = manifest[HTML_ENTRY];
  if (!entry?.isEntry) throw new Error(`qek-laravel-manifest: no ${HTML_ENTRY} entry`);
  if (LARAVEL_ENTRY in manifest) {
    throw new Error(`qek-laravel-manifest: ${LARAVEL_ENTRY} is already a chunk of its own`);
  }
  return Object.fromEntries(
    Object.entries(manifest).map(([key, chunk]) => {
      const { imports, dynamicImports } = chunk;
      const moved: ManifestChunk = {
        ...chunk,
        ...(imports && { imports: renamed(imports) }),
        ...(dynamicImports && { dynamicImports: renamed(dynamicImports) }),
      };
      return key === HTML_ENTRY ? [LARAVEL_ENTRY, { ...moved, src: LARAVEL_ENTRY }] : [key, moved];
    }),
  );
}

/**
 * Writes laravel-vite-plugin's `manifest.json` at the build's root beside Vite's own
 * `.vite/manifest.json` (which the budgets read), so a Blade view can load the app with
 * `@vite('src/main.tsx')` (docs/deploy.md, section 13).
 */
export function laravelManifest(): Plugin {
  let manifestName = '.vite/manifest.json';
  return {
    name: 'qek-laravel-manifest',
    apply: 'build',
    configResolved(config) {
      if (!config.build.manifest) {
        throw new Error('qek-laravel-manifest: needs build.manifest');
      }
      if (typeof config.build.manifest === 'string') manifestName = config.build.manifest;
    },
    writeBundle(options, bundle) {
      const asset = bundle[manifestName];
      if (asset?.type !== 'asset') throw new Error(`qek-laravel-manifest: no ${manifestName}`);
      const { source } = asset;
      const text = typeof source === 'string' ? source : new TextDecoder().decode(source);
      const manifest = JSON.parse(text) as Manifest;
      const dir = options.dir ?? '';
      writeFileSync(
        join(dir, LARAVEL_MANIFEST),
        `${JSON.stringify(toLaravelManifest(manifest), null, 2)}\n`,
      );
    },
  };
}
