import { existsSync, lstatSync, symlinkSync, unlinkSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { BROWSER_DIST, productionBuild } from '../production-build';
import { APP_DIR, startLaravel } from './support/laravel-server';

const BUILD_LINK = join(APP_DIR, 'public', 'build');

/** Production puts the build in public/build; here a link points there from the test build. */
function linkBuild(): void {
  if (existsSync(BUILD_LINK) || lstatSync(BUILD_LINK, { throwIfNoEntry: false })) {
    unlinkSync(BUILD_LINK);
  }
  symlinkSync(relative(join(APP_DIR, 'public'), resolve(BROWSER_DIST)), BUILD_LINK, 'dir');
}

/**
 * Builds the production bundle and serves it from the reference Laravel app (tests/laravel),
 * as the spec's routes have it; files that meet another stack start one of their own
 * (support/laravel-server.ts).
 */
export default async function setup(project: TestProject) {
  await productionBuild();
  linkBuild();
  const server = await startLaravel();
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}
