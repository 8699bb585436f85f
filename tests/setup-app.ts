/** The app's test harness for tests in jsdom: the demo backend, a fresh store and db per test. */
import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup, configure, getConfig, prettyDOM } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { forgetTurns, setRequestLocale } from '@/api/http';
import { forgetPreparedClient } from '@/app/layouts/layout-client';
import { i18n, initialLocale } from '@/i18n/i18n';
import { resetLanguageFiles } from '@/i18n/language-files';
import { resetDemoDb } from '@/mocks/db/store';
import { server } from '@/mocks/server';
import { removeAllToasts, toastTiming } from '@/components/toasts';
import { settleTiming } from '@/hooks/use-settled';
import { forgetPendingUndoable, undoTiming } from '@/hooks/use-undoable';
import { readRetryTiming } from '@/lib/query-client';
import { paintTiming } from '@/lib/after-paint';
import { resetActivity } from '@/lib/shared-device';
import { keyDerivation } from '@/lib/vault-keys';
import { installUnsentWork } from '@/kaizens/unsent/install-unsent-work';
import { forgetReadNotices } from '@/kaizens/notices/notice-store';
import { useOutboxStore } from '@/kaizens/unsent/outbox-store';
import { useAdminStorage } from '@/stores/admin-storage-store';
import { loadsSettled } from '@/utils/load-once';
import { TIMEOUTS } from './timeouts';
import { fakeMatchMedia } from './utils/match-media';
import { holdAskedRetries } from './utils/retry-after';
import { recordDocumentLoads } from './utils/document-loads';
import { newTestDevice } from './utils/test-device';

/**
 * Testing Library's own error for a query that found nothing, with the document printed into its
 * message only when the message is read. A `findBy*` or `waitFor` tries its query again and
 * again, and printed the whole app into each failed try's error, which it then dropped: 6 % of
 * a fault table's CPU. The error it ends with is read, and shows the document as before.
 */
function elementError(message: string | null, container: Element): Error {
  const error = new Error();
  // The failing line is the test's, not this function's.
  Error.captureStackTrace(error, elementError);
  error.name = 'TestingLibraryElementError';
  let text: string | undefined;
  Object.defineProperty(error, 'message', {
    configurable: true,
    get: () =>
      (text ??= [
        message,
        `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container)}`,
      ]
        .filter(Boolean)
        .join('\n\n')),
  });
  return error;
}

configure({ asyncUtilTimeout: TIMEOUTS.condition, getElementError: elementError });

/**
 * Unit test files share one jsdom and module graph per worker (vite.config.ts). Each file starts
 * from what a fresh page would show it: what one file's app left on the document and in the
 * modules that outlive a test (the language, the modal's marks on <body>) is put back.
 */
async function startAsIfAlone(): Promise<void> {
  for (const name of ['lang', 'class', 'style']) document.documentElement.removeAttribute(name);
  document.title = '';
  document.body.removeAttribute('class');
  document.body.removeAttribute('style');
  document.body.removeAttribute('data-rr-ui-modal-open');
  for (const child of Array.from(document.body.children)) child.removeAttribute('aria-hidden');
  setRequestLocale(undefined);
  resetLanguageFiles();
  await i18n.changeLanguage(initialLocale());
  // The stores as their modules made them (a phone's layout, a signed-in user, decisions);
  // imported here, as the nav store reads matchMedia, installed above, when it loads.
  const [{ useNavStore }, { useSessionStore }, { useDecisionStore }] = await Promise.all([
    import('@/stores/nav-store'),
    import('@/stores/session-store'),
    import('@/kaizens/review/decision-store'),
  ]);
  useNavStore.setState(useNavStore.getInitialState(), true);
  useSessionStore.setState(useSessionStore.getInitialState(), true);
  useDecisionStore.setState(useDecisionStore.getInitialState(), true);
}

// react-hot-toast reads prefers-reduced-motion; jsdom has no matchMedia.
Object.defineProperty(window, 'matchMedia', { writable: true, value: fakeMatchMedia() });

/**
 * Registers the harness's hooks for the test file being collected. Called by tests/setup.ts for
 * every file: where files share one module graph (stryker.vitest.config.ts) this module is
 * evaluated once, so hooks at its top level would serve the first file only.
 */
// tests/setup.ts imports this module dynamically (jsdom only), which the export check cannot see.
// ts-unused-exports:disable-next-line
export function installAppHarness(): void {
  // As src/main.tsx does when the app starts.
  installUnsentWork();
  beforeAll(async () => {
    await startAsIfAlone();
    server.listen({ onUnhandledRequest: 'error' });
  });
  // Product timers are seams: a test waits for what happens, not through the product's pauses.
  // A test about one of these delays sets its own (and fakes the clock).
  beforeEach(() => {
    recordDocumentLoads();
    undoTiming.delayMs = 0;
    settleTiming.delayMs = 0;
    readRetryTiming.delayMs = 0;
    // Not 0: a toast stays until the test has read it (far longer than any test runs).
    toastTiming.shownMs = 10 * 60_000;
    // jsdom paints no frames: what waits for one runs at once (tests/utils/paint.ts holds them).
    paintTiming.waits = false;
    holdAskedRetries();
    // The derivations' real cost is a pause too: the key is derived the same way, with fewer
    // PBKDF2 rounds and less argon2id memory.
    keyDerivation.iterations = 1_000;
    keyDerivation.argon2MemoryKiB = 64;
    resetActivity();
  });
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
    // A decision left waiting outlives the test's screens (src/hooks/use-undoable.ts).
    forgetPendingUndoable();
    server.resetHandlers();
    // A call the test's server never answered must not hold the next test's session writes.
    forgetTurns();
    // A layout's client made in a render that was never drawn is not the next test's.
    forgetPreparedClient();
    localStorage.clear();
    sessionStorage.clear();
    // The notices read from localStorage are kept in memory for the page's life.
    forgetReadNotices();
    // Each test starts from the seeded demo db, with nobody signed in.
    resetDemoDb();
    // Toasts outlive a render; a test must not see the previous test's messages.
    removeAllToasts();
    // A fresh IndexedDB (the kaizen outbox, the kept lists) and an empty view of it. This test's
    // app outlives it: a read answered after the test (one that ended on what the screen showed
    // while it still read) would keep the team's list on the next test's device, to be drawn
    // there. The app is cut off from it, a write under way too.
    newTestDevice();
    useOutboxStore.setState({ entries: [], loaded: false });
    // localStorage is cleared above, but the persisted store keeps its copy in memory.
    useAdminStorage.setState({
      kaizenForm: undefined,
      approvedFilters: undefined,
      declinedFilters: undefined,
      lastUrl: undefined,
    });
  });
  // A page's code a test's app is still importing would fail for the next file (load-once.ts).
  afterAll(async () => {
    await loadsSettled();
    server.close();
  });
}
