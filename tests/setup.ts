import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetDemoDb } from '@/mocks/db/store';
import { server } from '@/mocks/server';
import { useAdminStorage } from '@/stores/admin-storage-store';
import { useToastStore } from '@/stores/toast-store';

// Route-level tests import lazy pages on first use; on a busy machine (CI has 2 cores) that can take many seconds.
configure({ asyncUtilTimeout: 15_000 });

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
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  // Each test starts from the seeded demo db, with nobody signed in.
  resetDemoDb();
  // Toasts outlive a render; a test must not see the previous test's messages.
  useToastStore.setState({ toasts: [] });
  // localStorage is cleared above, but the persisted store keeps its copy in memory.
  useAdminStorage.setState({
    kaizenForm: undefined,
    approvedFilters: undefined,
    declinedFilters: undefined,
    lastUrl: undefined,
  });
});
afterAll(() => server.close());
