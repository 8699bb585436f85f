/**
 * Reads src/app/route-table.ts, src/app/signed-in-pages.ts and src/config/paths.ts as text
 * (Node 20 runs no TypeScript): the page modules the table loads lazily and the signed-in
 * route paths.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const read = (file) => readFileSync(`${ROOT}/${file}`, 'utf8');

/** Source files of every page module the route table imports, e.g. src/features/x/y-page.tsx. */
export function pageModules() {
  // The signed-in pages' loaders live in a chunk of their own; the public ones in the table.
  const table = read('src/app/route-table.ts') + read('src/app/signed-in-pages.ts');
  const specifiers = [...table.matchAll(/import\(\s*'@\/([^']+)'\s*\)/g)]
    .map((m) => m[1])
    // A page's first-data module is loaded for prefetching only; it is not a page.
    .filter((path) => !path.endsWith('/first-data'));
  return [...new Set(specifiers)].map((path) =>
    existsSync(`${ROOT}/src/${path}.tsx`) ? `src/${path}.tsx` : `src/${path}.ts`,
  );
}

/** The signed-in routes in table order; `:param` segments filled with `params[name]`. */
export function signedInPaths(params = { id: '1' }) {
  const pathNames = Object.fromEntries(
    [...read('src/config/paths.ts').matchAll(/^ {2}(\w+): '([^']+)'/gm)].map((m) => [m[1], m[2]]),
  );
  const table = read('src/app/route-table.ts');
  const signedIn = table.slice(0, table.indexOf('export const publicRoutes'));
  return [...signedIn.matchAll(/^ {4}path: (?:paths\.(\w+)|'([^']+)'),$/gm)].map((m) =>
    (m[1] ? pathNames[m[1]] : m[2]).replace(/:(\w+)/g, (_, name) => params[name] ?? '1'),
  );
}
