import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { undoTiming } from '@/hooks/use-undoable';

// Far longer than any test runs: the clock below also runs on its own, and a busy machine once
// let the product's 5 s pass between a key and the check for its undo button.
const TEST_UNDO_WINDOW_MS = 10 * 60_000;

/**
 * For a test about the undo window: decisions wait behind their undo again (tests/setup-app.ts
 * sends them at once), for a window no test outlives, on a clock that runs but that
 * `passUndoWindow` can jump, so the test never sits the window out. Call before rendering;
 * tests/setup-app.ts restores the real clock.
 */
export function useUndoWindow({ clock = false }: { clock?: boolean } = {}): {
  passUndoWindow: () => Promise<void>;
  /** Runs `share` (0 to 1) of the window on: a test about where in the window a decision is. */
  runUndoWindow: (share: number) => Promise<void>;
} {
  undoTiming.delayMs = TEST_UNDO_WINDOW_MS;
  // `clock`: Date.now() jumps too, for a test about what is left of a window that stood still.
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: clock ? ['setTimeout', 'clearTimeout', 'Date'] : ['setTimeout', 'clearTimeout'],
  });
  const runUndoWindow = async (share: number) => {
    await act(() => vi.advanceTimersByTimeAsync(TEST_UNDO_WINDOW_MS * share));
  };
  return { passUndoWindow: () => runUndoWindow(1), runUndoWindow };
}
