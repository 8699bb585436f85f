import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { serveDemo } from '../e2e/global-setup';
import { productionBuild } from '../production-build';
import { PAGE_ERRORS_SCRIPT } from './support/page-errors';

/** The engines' own build when they run alone; `npm test` hands them the browser part's. */
const ENGINES_DIST = 'dist-engines';
/** The WebKit journeys' copy of the build: the same files, and a page-error record loaded first. */
const WEBKIT_DIST = 'dist-engines-webkit';

function withPageErrors(built: string): string {
  rmSync(WEBKIT_DIST, { recursive: true, force: true });
  cpSync(built, WEBKIT_DIST, { recursive: true });
  writeFileSync(join(WEBKIT_DIST, 'engine-errors.js'), PAGE_ERRORS_SCRIPT);
  const index = join(WEBKIT_DIST, 'index.html');
  const html = readFileSync(index, 'utf8');
  if (!html.includes('<head>')) throw new Error('index.html has no <head> to load the record in');
  writeFileSync(
    index,
    html.replace('<head>', '<head><script src="/build/engine-errors.js"></script>'),
  );
  return WEBKIT_DIST;
}

/**
 * The production build served by the demo backend, one server per engine (each resets it
 * between journeys). Firefox's automation hears the console itself; WebKit's does not, so its
 * build carries the record of ./support/page-errors.ts.
 */
export default async function setup(project: TestProject) {
  const built = await productionBuild(ENGINES_DIST);
  const dist = project.config.provide.engine === 'webkit' ? withPageErrors(built) : built;
  return serveDemo(project, dist);
}
