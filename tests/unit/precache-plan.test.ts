// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { pageModules, planPrecache, type ViteManifest } from '../../scripts/precache-plan';
import { pageRoutes } from '@/app/route-table';
import { signedInPages } from '@/app/signed-in-pages';

const chunk = (name: string, more: Omit<ViteManifest[string], 'file'> = {}) => ({
  file: `assets/${name}.js`,
  ...more,
});

/**
 * A build shaped like this app's (.vite/manifest.json): the entry, whose chunk holds the sign-in
 * page, loads the other sign-in pages, the signed-in layout and the pages' loaders; another
 * sign-in page and the error pages share chunks with the signed-in part; a stylesheet several
 * pages use has a key of its own.
 */
const manifest: ViteManifest = {
  'index.html': chunk('index', {
    imports: ['_react-dom.js'],
    dynamicImports: [
      'src/features/auth/sign-up-page.tsx',
      'src/app/layouts/signed-in-layout.tsx',
      'src/app/signed-in-pages.ts',
      'src/components/toaster.tsx',
      'src/app/error-content.tsx',
    ],
    css: ['assets/index.css'],
  }),
  '_react-dom.js': chunk('react-dom'),
  'src/components/toaster.tsx': chunk('toaster', { imports: ['index.html'] }),
  '_signed-in-deps.js': chunk('signed-in-deps', {
    imports: ['index.html'],
    dynamicImports: ['src/features/notices/notices-menu.tsx'],
    css: ['assets/signed-in.css'],
  }),
  'src/features/notices/notices-menu.tsx': chunk('notices-menu', {
    imports: ['_signed-in-deps.js'],
  }),
  '_Form.js': chunk('Form', { imports: ['_signed-in-deps.js'] }),
  'src/features/auth/sign-up-page.tsx': chunk('sign-up-page', {
    imports: ['index.html', '_Form.js'],
  }),
  'src/app/layouts/signed-in-layout.tsx': chunk('signed-in-layout', {
    imports: ['index.html', '_signed-in-deps.js'],
  }),
  'src/app/signed-in-pages.ts': chunk('signed-in-pages', {
    dynamicImports: [
      'src/features/dashboard/home-page.tsx',
      'src/features/dashboard/first-data.ts',
      'src/features/users/user-page.tsx',
    ],
  }),
  '_dashboard-deps.js': chunk('dashboard-deps', { imports: ['_signed-in-deps.js'] }),
  'src/app/error-content.tsx': chunk('error-content', { imports: ['_dashboard-deps.js'] }),
  '_kaizen-work.css': { file: 'assets/kaizen-work.css' },
  '_data-table.js': chunk('data-table', {
    imports: ['_signed-in-deps.js'],
    css: ['assets/kaizen-work.css'],
  }),
  'src/features/dashboard/home-page.tsx': chunk('home-page', {
    imports: ['_dashboard-deps.js', '_data-table.js'],
  }),
  'src/features/dashboard/first-data.ts': chunk('home-first-data', {
    imports: ['_signed-in-deps.js'],
  }),
  'src/features/users/user-page.tsx': chunk('user-page', {
    imports: ['_data-table.js', '_signed-in-deps.js'],
    dynamicImports: ['src/features/users/role-form.tsx'],
  }),
  'src/features/users/role-form.tsx': chunk('role-form', { imports: ['_Form.js'] }),
};

const pages = {
  home: ['src/features/dashboard/home-page.tsx', 'src/features/dashboard/first-data.ts'],
  user: ['src/features/users/user-page.tsx'],
};

const assets = [
  ...new Set(Object.values(manifest).flatMap(({ file, css = [] }) => [file, ...css])),
].sort();
const names = (files: string[]) =>
  files.map((file) => file.replace(/^assets\//, '').replace(/\.js$/, '')).sort();

describe("what the service worker keeps, from the build's manifest", () => {
  const plan = planPrecache(manifest, pages, assets);

  test('from its install: the entry with the sign-in page, and what loads later without the signed-in part', () => {
    expect(names(plan.signIn)).toEqual(['index', 'index.css', 'react-dom', 'toaster']);
  });

  test('for everyone signed in: the layout, the loaders, and what no page owns with what it needs', () => {
    expect(names(plan.signedIn)).toEqual([
      'Form',
      'dashboard-deps',
      'error-content',
      'notices-menu',
      'sign-up-page',
      'signed-in-deps',
      'signed-in-layout',
      'signed-in-pages',
      'signed-in.css',
    ]);
  });

  test('per page: its code, first data and what they load, a chunk two pages use in both', () => {
    expect(names(plan.pages.home)).toEqual([
      'data-table',
      'home-first-data',
      'home-page',
      'kaizen-work.css',
    ]);
    expect(names(plan.pages.user)).toEqual([
      'data-table',
      'kaizen-work.css',
      'role-form',
      'user-page',
    ]);
  });

  test('every file of the build is kept for someone who may open every page, once', () => {
    const later = new Set([...plan.signedIn, ...Object.values(plan.pages).flat()]);
    expect([...plan.signIn, ...later].sort()).toEqual(assets);
  });

  test('a build without the chunks the split starts from fails instead of keeping nothing', () => {
    const without = Object.fromEntries(
      Object.entries(manifest).filter(([key]) => key !== 'src/app/signed-in-pages.ts'),
    );
    expect(() => planPrecache(without, pages, assets)).toThrow('signed-in-pages.ts');
  });
});

describe('the page names the worker keeps code by', () => {
  const root = new URL('../../', import.meta.url);
  const source = readFileSync(new URL('src/app/signed-in-pages.ts', root), 'utf8');
  const pageFiles = readdirSync(new URL('src/features', root), { recursive: true })
    .map((file) => `src/features/${String(file)}`)
    .filter((file) => file.endsWith('-page.tsx'));
  // Every page module and every module the source names, as a build lists them.
  const built: ViteManifest = Object.fromEntries([
    ...pageFiles.map((file) => [file, chunk(file)]),
    ...[...source.matchAll(/import\('@\/([^']+)'\)/g)].map(([, path]) => {
      const file = [`src/${path}.tsx`, `src/${path}.ts`].find((name) =>
        existsSync(new URL(name, root)),
      );
      return [file, chunk(path)];
    }),
  ]);
  const { pages, withFirstData } = signedInPages.names();

  test("are signed-in-pages.ts's, each with its code and first data", () => {
    const modules = pageModules(source, built);
    expect(Object.keys(modules).sort()).toEqual([...pages].sort());
    for (const name of withFirstData) expect(modules[name]).toHaveLength(2);
    expect(modules.home).toEqual([
      'src/features/dashboard/home-page.tsx',
      'src/features/dashboard/first-data.ts',
    ]);
    expect(modules['team-poster']).toEqual([
      'src/features/teams/team-poster-page.tsx',
      'src/features/teams/first-data.ts',
    ]);
  });

  test("are the route table's: every signed-in route has one", () => {
    for (const route of pageRoutes) expect(pages, route.path).toContain(route.page);
  });

  test("a first-data module built into its landing page's chunk is kept through the page's code", () => {
    const grouped = Object.fromEntries(
      Object.entries(built).filter(([key]) => key !== 'src/features/dashboard/first-data.ts'),
    );
    expect(pageModules(source, grouped).home).toEqual(['src/features/dashboard/home-page.tsx']);
  });
});
