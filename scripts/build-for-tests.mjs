/**
 * The production build the browser and engine parts of `npm test` share (scripts/test.mjs):
 * built once into the folder named, then handed to them by QEK_BUILT_DIST.
 */
import { buildApp } from './bench/build.mjs';

await buildApp(process.argv[2] ?? 'dist-e2e');
