let markShown: () => void = () => undefined;
const shown = new Promise<void>((resolve) => (markShown = resolve));

/** index.html's loading frame, drawn from the first bytes until the first page is here. */
const FRAME_ID = 'qek-frame';

/**
 * The router says so once the first page is on screen (committed, not yet painted); later calls
 * do nothing. The loading frame goes in the same task: the page takes its place in one paint.
 */
export function firstPageShown(): void {
  document.getElementById(FRAME_ID)?.remove();
  markShown();
}

/**
 * Runs `work` once the first page has been painted: after the router committed it and the
 * frame that draws it. For what must not share the connection or the main thread with the
 * first paint, nor count towards it: calls whose answers change nothing on screen. The
 * document's load event alone comes too early: it fires before the page's code and language
 * file arrive. Returns the function that cancels it.
 */
export function afterFirstPaint(work: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (!cancelled) work();
  };
  void shown.then(() => requestAnimationFrame(() => setTimeout(run, 0)));
  // A component that asked and went (a test's render cleaned up) must not be set afterwards.
  return () => {
    cancelled = true;
  };
}

const IDLE_TIMEOUT_MS = 5000;

/**
 * Like `afterFirstPaint`, for work that only fills caches (the service worker, fetching ahead,
 * the error pages' code): once the document has also loaded, `delayMs` later, when the browser
 * is idle, so its requests never land before the first page is usable.
 */
export function idleAfterFirstPaint(work: () => void, { delayMs = 0 } = {}): void {
  // No frame to wait for: an idle period comes only after the page's frame.
  void shown.then(() => {
    const whenIdle = () => {
      if ('requestIdleCallback' in window) requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
      else work();
    };
    const whenLoaded = () => {
      if (document.readyState === 'complete') whenIdle();
      else window.addEventListener('load', whenIdle, { once: true });
    };
    if (delayMs > 0) setTimeout(whenLoaded, delayMs);
    else whenLoaded();
  });
}
