/** What tests/e2e/budgets.e2e.ts takes from the benchmark (types in budgets.d.mts). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listFiles } from './files.mjs';

export { buildApp, buildFloor } from './build.mjs';
export { chunkList, KB, listFiles, readManifest } from './files.mjs';
export { coldLoad } from './page-load.mjs';
export { pageModules } from './routes.mjs';
export { startDemoServer } from './server.mjs';
export { floorUsable, homeUsable, loginUsable, signInByRequest } from './targets.mjs';

/** False for a development bundle (React's jsxDEV calls), e.g. one built with NODE_ENV=test. */
export function isProductionBuild(dist) {
  return listFiles(dist)
    .filter((file) => file.endsWith('.js'))
    .every((file) => !readFileSync(join(dist, file), 'utf8').includes('jsxDEV'));
}
