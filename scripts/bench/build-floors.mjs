/**
 * npm run bench:floors -- <dir>: builds the bare React page into <dir>/floor and each stack
 * floor (build.mjs's STACK_FLOORS) into <dir>/<page>, for `npm run bench:cold -- <a> <b> /`.
 */
import { join, resolve } from 'node:path';
import { buildFloor, buildStackFloor, STACK_FLOORS } from './build.mjs';

const [dir] = process.argv.slice(2);
if (!dir) throw new Error('usage: npm run bench:floors -- <dir>');
await buildFloor(resolve(dir, 'floor'));
for (const page of STACK_FLOORS) await buildStackFloor(resolve(join(dir, page)), page);
console.log(`built ${['floor', ...STACK_FLOORS].map((page) => join(dir, page)).join(', ')}`);
