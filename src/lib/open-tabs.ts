/**
 * Whether a new document of the app follows a tab that is still open (docs/decisions.md,
 * "Shared-device mode"): a reload or a second tab goes on as the device's user,
 * a document that finds no tab open asks who is there first.
 */

// Every document holds it, shared, for its lifetime; the browser lets it go with the document.
const LOCK = 'qek-open-tab';

let atStart: Promise<boolean> | null = null;

/**
 * Whether another document of the app was open when this one started: asked once, before this
 * document takes its own lock. Without the Web Locks API a tab counts as open (the behaviour
 * before the question existed): it cannot be told, and asking on every reload would be worse.
 */
export function otherTabOpenAtStart(): Promise<boolean> {
  atStart ??= (async () => {
    const locks = 'locks' in navigator ? navigator.locks : undefined;
    if (typeof locks?.query !== 'function') return true;
    try {
      // Stryker disable next-line ArrayDeclaration: a list of texts holds no lock's name either
      const { held = [] } = await locks.query();
      return held.some((lock) => lock.name === LOCK);
    } catch {
      return true;
    } finally {
      holdWhileShown(locks);
    }
  })();
  return atStart;
}

/**
 * Holds the lock while the document is shown. A page put in the back/forward cache lets it go
 * (it is no open tab, and Chromium evicts a cached page whose lock another document asks for)
 * and takes it again when it is shown from there.
 */
function holdWhileShown(locks: LockManager): void {
  let letGo = hold(locks);
  window.addEventListener('pagehide', () => letGo());
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) letGo = hold(locks);
  });
}

function hold(locks: LockManager): () => void {
  const controller = new AbortController();
  let release: () => void = () => undefined;
  const held = () => new Promise<void>((resolve) => (release = resolve));
  void locks.request(LOCK, { mode: 'shared', signal: controller.signal }, held).catch(() => {
    // Let go before it was granted: nothing to hold.
  });
  return () => {
    controller.abort();
    release();
  };
}

/** Test helper: start over as a document that has not asked yet. */
export function resetOpenTabs(): void {
  atStart = null;
}
