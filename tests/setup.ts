import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetDemoDb } from '@/mocks/db/store';
import { server } from '@/mocks/server';
import { removeAllToasts } from '@/components/toasts';
import { useAdminStorage } from '@/stores/admin-storage-store';
import { useOutboxStore } from '@/stores/outbox-store';
import { TIMEOUTS } from './timeouts';

configure({ asyncUtilTimeout: TIMEOUTS.condition });

// A test file may run without a DOM (`// @vitest-environment node`): the pure functions.
const hasDom = typeof window !== 'undefined';

// react-hot-toast reads prefers-reduced-motion; jsdom has no matchMedia.
if (hasDom) {
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
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  if (hasDom) {
    localStorage.clear();
    sessionStorage.clear();
  }
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
