import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { UNDO_DELAY_MS, undoTiming } from '@/hooks/use-undoable';

/**
 * For a test about the undo window: decisions wait the product's delay again (tests/setup-app.ts
 * sends them at once), on a clock that runs but that `passUndoWindow` can jump, so the test never
 * sits the window out. Call before rendering; tests/setup-app.ts restores the real clock.
 */
export function useUndoWindow(): { passUndoWindow: () => Promise<void> } {
  undoTiming.delayMs = UNDO_DELAY_MS;
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  return {
    passUndoWindow: async () => {
      await act(() => vi.advanceTimersByTimeAsync(UNDO_DELAY_MS));
    },
  };
}
