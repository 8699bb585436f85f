/** The app's test harness for tests in jsdom: the demo backend, a fresh store and db per test. */
import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetDemoDb } from '@/mocks/db/store';
import { server } from '@/mocks/server';
import { removeAllToasts } from '@/components/toasts';
import { undoTiming } from '@/hooks/use-undoable';
import { readRetryTiming } from '@/lib/query-client';
import { useAdminStorage } from '@/stores/admin-storage-store';
import { useOutboxStore } from '@/stores/outbox-store';
import { TIMEOUTS } from './timeouts';

configure({ asyncUtilTimeout: TIMEOUTS.condition });

/**
 * Registers the harness's hooks for one test file. A function, not module code: where test files
 * share one module graph (stryker.vitest.config.ts) this module loads once, but every file needs
 * the hooks, or the first file's afterAll leaves the demo backend closed for the rest.
 */
export function installAppHarness(): void {
  // react-hot-toast reads prefers-reduced-motion; jsdom has no matchMedia.
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  // Product timers are seams: a test waits for what happens, not through the product's pauses.
  // A test about one of these delays sets its own (and fakes the clock).
  beforeEach(() => {
    undoTiming.delayMs = 0;
    readRetryTiming.delayMs = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
    server.resetHandlers();
    localStorage.clear();
    sessionStorage.clear();
    // Each test starts from the seeded demo db, with nobody signed in.
    resetDemoDb();
    // Toasts outlive a render; a test must not see the previous test's messages.
    removeAllToasts();
    // A fresh IndexedDB (the kaizen outbox) and an empty view of it.
    globalThis.indexedDB = new IDBFactory();
    useOutboxStore.setState({ entries: [], loaded: false });
    // localStorage is cleared above, but the persisted store keeps its copy in memory.
    useAdminStorage.setState({
      kaizenForm: undefined,
      approvedFilters: undefined,
      declinedFilters: undefined,
      lastUrl: undefined,
    });
  });
  afterAll(() => server.close());
}
