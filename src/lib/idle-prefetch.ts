/** The parts of the Network Information API read here (Chromium only; absent elsewhere). */
interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

const SLOW_CONNECTIONS = ['slow-2g', '2g'];
/** Browsers without requestIdleCallback (Safari) wait this long between two tasks instead. */
const FALLBACK_DELAY_MS = 300;
/** An idle period comes at the latest after this long, also on a page that is never idle. */
const IDLE_TIMEOUT_MS = 5000;

/**
 * Whether fetching ahead is welcome: online, no data saving asked for, not a 2G connection.
 * Fetching ahead spends the user's data on pages they may not open.
 */
function mayPrefetch(): boolean {
  if (!navigator.onLine) return false;
  const { connection } = navigator as Navigator & { connection?: Connection };
  if (connection?.saveData) return false;
  return !SLOW_CONNECTIONS.includes(connection?.effectiveType ?? '');
}

function onIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, FALLBACK_DELAY_MS);
  return () => clearTimeout(handle);
}

/**
 * Runs `tasks` in order, one per idle period of the browser, so fetching ahead never competes
 * with what the user is doing; stops when the connection no longer allows it (`mayPrefetch`).
 * Returns a function that cancels the tasks not yet run.
 */
export function prefetchWhenIdle(tasks: readonly (() => void)[]): () => void {
  let cancelNext: (() => void) | undefined;
  const step = (index: number) => {
    if (index >= tasks.length || !mayPrefetch()) return;
    cancelNext = onIdle(() => {
      cancelNext = undefined;
      if (!mayPrefetch()) return;
      tasks[index]();
      step(index + 1);
    });
  };
  step(0);
  return () => cancelNext?.();
}
