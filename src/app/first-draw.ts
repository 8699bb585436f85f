/**
 * The first page on screen: the router committed its first entry. Work that changes nothing on
 * the first page (the service worker's registration, fetching the next pages ahead) waits for
 * it, so its requests never land before the first page is usable (issue 14). The document's
 * load event alone came too early: it fires before the page's code and language file arrive.
 */
const IDLE_TIMEOUT_MS = 5000;

let drawn: () => void = () => undefined;
const firstDraw = new Promise<void>((resolve) => {
  drawn = resolve;
});

/** Called by the router once its first entry is on screen; later calls change nothing. */
export function markFirstPageDrawn(): void {
  drawn();
}

/**
 * Runs `run` once the first page is drawn and the document has loaded, `delayMs` later, when
 * the browser is idle.
 */
export function afterFirstPage(run: () => void, { delayMs = 0 } = {}): void {
  void firstDraw.then(() => {
    const whenIdle = () => {
      if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      else run();
    };
    const whenLoaded = () => {
      if (document.readyState === 'complete') whenIdle();
      else window.addEventListener('load', whenIdle, { once: true });
    };
    if (delayMs > 0) setTimeout(whenLoaded, delayMs);
    else whenLoaded();
  });
}
