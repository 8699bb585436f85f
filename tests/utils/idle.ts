import { onTestFinished, vi } from 'vitest';

/**
 * Stands in for the browser's idle callbacks (jsdom has none): `runNext()` runs the oldest one
 * waiting, as the browser does when it is next idle. Removed when the test finishes.
 */
export function driveIdleCallbacks() {
  const waiting = new Map<number, IdleRequestCallback>();
  let last = 0;
  vi.stubGlobal(
    'requestIdleCallback',
    vi.fn((callback: IdleRequestCallback) => {
      last += 1;
      waiting.set(last, callback);
      return last;
    }),
  );
  vi.stubGlobal(
    'cancelIdleCallback',
    vi.fn((handle: number) => waiting.delete(handle)),
  );
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return {
    /** How many idle callbacks are waiting. */
    waiting: () => waiting.size,
    /** Runs the oldest waiting idle callback; false when none was waiting. */
    runNext(): boolean {
      const [handle, callback] = waiting.entries().next().value ?? [];
      if (handle === undefined || !callback) return false;
      waiting.delete(handle);
      callback({ didTimeout: false, timeRemaining: () => 50 });
      return true;
    },
  };
}

/** Sets what `navigator.connection` reports (Chromium's Network Information API). */
export function setConnection(connection: { saveData?: boolean; effectiveType?: string }) {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'connection');
  });
}
