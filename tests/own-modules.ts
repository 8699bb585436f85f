/**
 * Most unit test files share one module graph and jsdom per worker (vite.config.ts): a fresh
 * jsdom and app import per file cost more than a third of the unit run. These two lists name the
 * files that cannot.
 */

/**
 * Files whose modules keep state between tests on purpose (caches, queues, listeners), or that
 * other files' modules disturb. Each starts from a fresh module graph in the shared worker
 * (tests/setup.ts): its modules are evaluated anew, jsdom and the packages are kept, which costs
 * about a third of a worker of its own. They run last in their worker (tests/sequencer.ts), so no
 * file that shares a graph meets the state they leave.
 */
export const FRESH_GRAPH = [
  'src/lib/first-paint.test.ts',
  'src/lib/idle-after-first-paint.test.tsx',
  'src/lib/idle-prefetch.test.ts',
  'src/lib/locale.test.ts',
  'src/lib/sanitize-html-trusted-types.test.ts',
  'src/lib/user-pause.test.ts',
  'src/utils/intl-format.test.ts',
  'src/utils/load-once.test.ts',
  'src/utils/next-task.test.ts',
  // Module state that other files leave behind, or that they leave for others (seen failing in
  // a shared graph): requests counted under way, toasts' timers, idle and prefetch schedules,
  // the demo backend's sessions and language files.
  'src/api/http.test.ts',
  'src/app/layouts/idle-sign-out.test.tsx',
  'src/app/prefetch-next-pages.test.tsx',
  'src/app/service-worker.test.ts',
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
  // What it tests happens on a document's first entry only: its page's data read ahead.
  'src/app/reload-draws-kept.test.tsx',
  'src/features/kaizen/kaizen-outbox.test.tsx',
  'src/kaizens/unsent/kaizen-outbox.test.ts',
];

/**
 * Files that replace a module (`vi.mock`): a mock stays registered in the worker that ran the
 * file, so each gets a worker of its own.
 */
export const OWN_WORKER = [
  'src/main.test.tsx',
  'src/app/start-up-chain.test.tsx',
  'src/app/error-pages-offline.test.tsx',
  'src/app/crash-details.test.tsx',
  'src/app/read-ahead.test.tsx',
];

/** Whether the file at this absolute path is one of `files` (paths from the project's root). */
export function isListed(files: readonly string[], path: string): boolean {
  return files.some((file) => path.endsWith(`/${file}`));
}
