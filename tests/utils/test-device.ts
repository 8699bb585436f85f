import { IDBFactory } from 'fake-indexeddb';
import { leavePage } from '@/lib/kept-lists';

/**
 * What tests/setup-app.ts does between two tests: a fresh IndexedDB for the next one, and the
 * last test's app, which outlives it where tests share one module graph, cut off from it. A read
 * of that app answered after its test ended must not keep its list on the next test's device.
 */
export function newTestDevice(): void {
  leavePage();
  globalThis.indexedDB = new IDBFactory();
}
