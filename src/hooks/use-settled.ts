import { useCallback, useLayoutEffect, useRef } from 'react';

/** How long something must have been on screen before a key may act on it. */
const SETTLE_MS = 300;
/** The time in use: a seam for tests, which act at once unless the settling is theirs. */
export const settleTiming = { delayMs: SETTLE_MS };

/**
 * Whether what `shown` names (a kaizen's id) has been on screen for a moment: a key pressed
 * as it appears was meant for what was there before, and must not act on what nobody saw.
 *
 * @example
 * const settled = useSettled(kaizen.id);
 * useShortcuts({ a: () => settled() && approve() });
 */
export function useSettled(shown: unknown): () => boolean {
  const since = useRef(Infinity);
  useLayoutEffect(() => {
    since.current = performance.now();
  }, [shown]);
  return useCallback(() => performance.now() - since.current >= settleTiming.delayMs, []);
}
