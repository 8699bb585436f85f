import { isRequestUnderway, whenNoRequestUnderway } from '@/api/http';
import { mayPrefetch } from './may-prefetch';

/** Browsers without requestIdleCallback (Safari) wait this long between two tasks instead. */
const FALLBACK_DELAY_MS = 300;
/** An idle period comes at the latest after this long, also on a page that is never idle. */
const IDLE_TIMEOUT_MS = 5000;

function onIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, FALLBACK_DELAY_MS);
  return () => clearTimeout(handle);
}

/**
 * Runs `tasks` in order, one per idle period of the browser once none of the app's requests is
 * under way, so fetching ahead never competes with what the user is doing or what the page is
 * still loading (an idle browser may just be waiting for the page's data); stops when the
 * connection no longer allows it (`mayPrefetch`). Returns a function that cancels the tasks not
 * yet run.
 */
export function prefetchWhenIdle(tasks: readonly (() => void)[]): () => void {
  let cancelNext: (() => void) | undefined;
  let cancelled = false;
  const step = (index: number) => {
    if (cancelled || index >= tasks.length || !mayPrefetch()) return;
    cancelNext = onIdle(() => {
      cancelNext = undefined;
      if (!mayPrefetch()) return;
      if (isRequestUnderway()) {
        // Then the next idle period: the answers are drawn first.
        void whenNoRequestUnderway().then(() => step(index));
        return;
      }
      tasks[index]();
      step(index + 1);
    });
  };
  step(0);
  return () => {
    cancelled = true;
    cancelNext?.();
  };
}
