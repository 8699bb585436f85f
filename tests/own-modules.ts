/**
 * Test files that need a module graph of their own: their modules keep state between tests on
 * purpose (caches, queues, listeners), or the file replaces a module (`vi.mock`). The rest of the
 * unit tests share one graph per worker (vite.config.ts, stryker.vitest.config.ts): a fresh
 * jsdom and app import per file cost more than a third of the unit run.
 */
export const OWN_MODULES = [
  'src/lib/first-paint.test.ts',
  'src/lib/idle-after-first-paint.test.tsx',
  'src/lib/idle-prefetch.test.ts',
  'src/lib/locale.test.ts',
  'src/lib/sanitize-html-trusted-types.test.ts',
  'src/lib/user-pause.test.ts',
  'src/utils/intl-format.test.ts',
  'src/utils/load-once.test.ts',
  'src/utils/next-task.test.ts',
  'src/main.test.tsx',
  'src/app/start-up-chain.test.tsx',
  'src/app/error-pages-offline.test.tsx',
  'src/app/crash-details.test.tsx',
  'src/app/read-ahead.test.tsx',
  // Module state that other files leave behind, or that they leave for others (seen failing in
  // a shared graph): requests counted under way, toasts' timers, idle and prefetch schedules,
  // the demo backend's sessions and language files.
  'src/api/http.test.ts',
  'src/app/layouts/idle-sign-out.test.tsx',
  'src/app/prefetch-next-pages.test.tsx',
  'src/app/stalled-page-code.test.tsx',
  'src/components/toasts.test.tsx',
  'src/features/kaizen/kaizen-submitted.test.tsx',
  'src/mocks/auth.test.ts',
  'src/mocks/language.test.ts',
  // What they test happens once per module graph: the toaster's code loading, the number and
  // date formats being built, the locale remembered when the app's modules loaded.
  'src/components/toasts-on-demand.test.tsx',
  'src/features/dashboard/use-kaizen-stats.test.tsx',
  'src/lib/sign-out.test.ts',
  'src/i18n/language-files.test.tsx',
  'src/features/notices/notices-menu.test.tsx',
  // The open-tab lock and the outbox's lock and keys: a document's Web Locks and IndexedDB keys
  // held by one file's module state time out another's sends in a shared graph.
  'src/app/closed-tab.test.tsx',
  'src/features/kaizen/kaizen-outbox.test.tsx',
  'src/kaizens/unsent/kaizen-outbox.test.ts',
];
