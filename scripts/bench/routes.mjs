/**
 * The route table as the app builds it: src/app/route-table.ts loaded through Vite (the
 * project's config, so `@/` and the plugins resolve as in the app), in Node. Its pages load
 * lazily, so nothing here runs a page's code: the page modules are the table's dynamic imports
 * as Vite resolved them.
 */
import { fileURLToPath } from 'node:url';
import { createServer, isRunnableDevEnvironment } from 'vite';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TABLE = '/src/app/route-table.ts';

/** Runs `read` with a Vite server over the project, closed afterwards. */
async function withVite(read) {
  const server = await createServer({
    root: ROOT,
    appType: 'custom',
    logLevel: 'warn',
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true },
  });
  try {
    return await read(server);
  } finally {
    await server.close();
  }
}

/**
 * Source files of every page module the route table loads, e.g. src/features/x/y-page.tsx: its
 * dynamic imports, and those of the app's modules it loads lazily (the signed-in pages' chunk).
 */
export function pageModules() {
  return withVite(async (server) => {
    const ssr = server.environments.ssr;
    const found = new Set();
    const visit = async (url) => {
      const lazy = (await ssr.transformRequest(url))?.dynamicDeps ?? [];
      // A page's first-data module is loaded for prefetching only; it is not a page.
      const pages = lazy.filter(
        (id) => id.startsWith('/src/features/') && !/\/first-data\./.test(id),
      );
      for (const page of pages) found.add(page.slice(1));
      for (const app of lazy.filter((id) => id.startsWith('/src/app/'))) await visit(app);
    };
    await visit(TABLE);
    return [...found];
  });
}

/** The signed-in routes in table order; `:param` segments filled with `params[name]`. */
export function signedInPaths(params = { id: '1' }) {
  return withVite(async (server) => {
    const ssr = server.environments.ssr;
    if (!isRunnableDevEnvironment(ssr)) throw new Error('Vite gave no module runner for ssr.');
    const { pageRoutes } = await ssr.runner.import(TABLE);
    return pageRoutes.map(({ path }) => path.replace(/:(\w+)/g, (_, name) => params[name] ?? '1'));
  });
}
