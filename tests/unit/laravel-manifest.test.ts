// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { LARAVEL_ENTRY, toLaravelManifest } from '../../scripts/laravel-manifest-plugin';
import { precacheEntries } from '../../scripts/service-worker-plugin';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

/** The shape of Vite's .vite/manifest.json for this app: index.html is the one entry. */
const viteManifest = {
  'index.html': {
    file: 'assets/index-D2uS_0Cg.js',
    name: 'index',
    src: 'index.html',
    isEntry: true,
    imports: ['_react-dom-QM6JvwkV.js'],
    dynamicImports: ['src/features/auth/login-page.tsx'],
    css: ['assets/index-BDEvOqRn.css'],
  },
  '_react-dom-QM6JvwkV.js': { file: 'assets/react-dom-QM6JvwkV.js', name: 'react-dom' },
  'src/features/auth/login-page.tsx': {
    file: 'assets/login-page-Ck1.js',
    src: 'src/features/auth/login-page.tsx',
    isDynamicEntry: true,
    imports: ['_react-dom-QM6JvwkV.js', 'index.html'],
  },
};

test("Laravel's manifest names the entry src/main.tsx, with index.html's file, CSS and imports", () => {
  const manifest = toLaravelManifest(viteManifest);

  expect(manifest[LARAVEL_ENTRY]).toEqual({
    ...viteManifest['index.html'],
    src: 'src/main.tsx',
  });
  expect(manifest).not.toHaveProperty('index.html');
  // What imported the entry imports it under its new name: every name in the file resolves.
  expect(manifest['src/features/auth/login-page.tsx'].imports).toEqual([
    '_react-dom-QM6JvwkV.js',
    'src/main.tsx',
  ]);
  expect(manifest['_react-dom-QM6JvwkV.js']).toEqual(viteManifest['_react-dom-QM6JvwkV.js']);
});

test('the name is honest: it is the module index.html loads', () => {
  expect(read('index.html')).toContain(`<script type="module" src="/${LARAVEL_ENTRY}"></script>`);
});

test('a build without an index.html entry fails instead of writing a manifest @vite cannot use', () => {
  expect(() => toLaravelManifest({ 'main.js': { file: 'assets/main.js' } })).toThrow(
    'no index.html entry',
  );
});

test("the service worker keeps the build's files but not Laravel's manifest, which only PHP reads", () => {
  const dist = mkdtempSync(join(tmpdir(), 'qek-dist-'));
  mkdirSync(join(dist, 'assets'));
  for (const file of ['index.html', 'manifest.json', 'manifest.webmanifest', 'assets/index-1.js']) {
    writeFileSync(join(dist, file), file);
  }

  const urls = precacheEntries(dist, '/build/').map((entry) => entry.url);
  rmSync(dist, { recursive: true });

  expect(urls).toEqual(['/build/assets/index-1.js', '/home', '/build/manifest.webmanifest']);
});
