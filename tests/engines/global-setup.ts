import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { serveDemo } from '../e2e/global-setup';
import { productionBuild } from '../production-build';
import { PAGE_ERRORS_SCRIPT } from './support/page-errors';

/** The engines' own build: `npm test` runs them beside the e2e project, which builds dist-e2e. */
const ENGINES_DIST = 'dist-engines';
/** The WebKit journeys' copy of the build: the same files, and a page-error record loaded first. */
const WEBKIT_DIST = 'dist-engines-webkit';

function withPageErrors(): string {
  rmSync(WEBKIT_DIST, { recursive: true, force: true });
  cpSync(ENGINES_DIST, WEBKIT_DIST, { recursive: true });
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
  await productionBuild(ENGINES_DIST);
  const dist = project.config.provide.engine === 'webkit' ? withPageErrors() : ENGINES_DIST;
  return serveDemo(project, dist);
}
