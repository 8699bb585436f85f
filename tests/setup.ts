import { expect, vi } from 'vitest';
import { FRESH_GRAPH, isListed } from './own-modules';

// A file that needs its modules fresh gets a new graph: what the file and its harness import
// below is evaluated anew (tests/own-modules.ts).
if (isListed(FRESH_GRAPH, expect.getState().testPath ?? '')) vi.resetModules();

/**
 * A test that needs no DOM says so (`// @vitest-environment node`) and runs in Node without the
 * app's harness: no jsdom, no demo backend, no stores to reset. That saves it ~1.4 s of set-up.
 */
if (typeof window !== 'undefined') (await import('./setup-app')).installAppHarness();
