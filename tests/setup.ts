import { expect, vi } from 'vitest';
import { FRESH_GRAPH, isListed } from './own-modules';
import { TIMEOUTS } from './timeouts';

// vi.waitFor's own ceiling is one second: on CI's busy 2-core machine a user's refresh through
// the demo backend took longer. It gets the suite's ceiling, as Testing Library's waitFor and
// expect.poll do (tests/timeouts.ts); a test that names its own keeps it. Wrapped once per
// worker: the files of a worker share `vi`.
const ownWaitFor = Symbol.for('qek.waitFor');
const shared = vi as typeof vi & { [ownWaitFor]?: typeof vi.waitFor };
const waitFor = (shared[ownWaitFor] ??= vi.waitFor);
vi.waitFor = ((callback, options) =>
  waitFor(
    callback,
    typeof options === 'number' ? options : { timeout: TIMEOUTS.condition, ...options },
  )) as typeof vi.waitFor;

// A file that needs its modules fresh gets a new graph: what the file and its harness import
// below is evaluated anew (tests/own-modules.ts).
if (isListed(FRESH_GRAPH, expect.getState().testPath ?? '')) vi.resetModules();

/**
 * A test that needs no DOM says so (`// @vitest-environment node`) and runs in Node without the
 * app's harness: no jsdom, no demo backend, no stores to reset. That saves it ~1.4 s of set-up.
 */
if (typeof window !== 'undefined') (await import('./setup-app')).installAppHarness();
