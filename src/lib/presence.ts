/**
 * Whether someone is using this tab (docs/decisions.md, "Session expiry"): what the app asks the
 * server for by itself (the bell's check for decisions) stops once nobody has touched the tab
 * for `IDLE_MS`, so the server's own idle timeout can end a session left open,
 * and starts again on the next touch. Sending the user's own work (the outbox) is not polling
 * and goes on.
 */
const IDLE_MS = 15 * 60_000;

const INPUT = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

let lastInput = Date.now();
let watching = 0;
const backListeners = new Set<() => void>();

/** Whether the tab has been used within the idle time. */
export function userPresent(now = Date.now()): boolean {
  return now - lastInput < IDLE_MS;
}

function onInput() {
  const wasAway = !userPresent();
  lastInput = Date.now();
  if (wasAway) backListeners.forEach((listener) => listener());
}

/** Listens for the user's input while a signed-in page is shown; returns the stop. */
export function watchPresence(): () => void {
  watching += 1;
  // Stryker disable next-line ConditionalExpression: the browser adds one listener per function and phase
  if (watching === 1) {
    for (const type of INPUT) {
      // Stryker disable next-line BooleanLiteral: passive only lets the browser scroll without waiting for it
      window.addEventListener(type, onInput, { capture: true, passive: true });
    }
  }
  return () => {
    watching -= 1;
    if (watching > 0) return;
    for (const type of INPUT) window.removeEventListener(type, onInput, { capture: true });
  };
}

/** Calls `listener` when the user comes back after the idle time; returns the unsubscribe. */
export function onPresenceBack(listener: () => void): () => void {
  backListeners.add(listener);
  return () => backListeners.delete(listener);
}

/** Test seam: as if the tab had just been opened. */
export function resetPresence(): void {
  lastInput = Date.now();
}
