import { startTransition, useEffect, useState } from 'react';
import { afterPaint, paintTiming } from '@/lib/after-paint';

/**
 * False in a component's first render, true once the frame that drew it has been painted: what
 * the first screen does not show mounts then, so the first frame holds only what is seen first.
 * The later render is a transition: typing into what is already there goes first.
 *
 * @example
 * const painted = usePainted();
 * return <details>{painted || open ? fields : null}</details>;
 */
export function usePainted(): boolean {
  return usePaintedSteps(1) === 1;
}

/**
 * How many of `steps` later parts may be drawn: 0 in the first render, one more after each
 * painted frame, each step a transition of its own. For a long stretch under the first screen:
 * one part per frame keeps each frame's style and layout short, where all at once made one long
 * task that a tap on the first screen waited behind.
 *
 * @example
 * const shown = usePaintedSteps(2);
 * return <>{shown >= 1 ? <Totals /> : null}{shown >= 2 ? <Chart /> : null}</>;
 */
export function usePaintedSteps(steps: number): number {
  // Where no frames are waited for (tests), everything is there from the first render.
  const [painted, setPainted] = useState(() => (paintTiming.waits ? 0 : steps));
  useEffect(() => {
    if (painted >= steps) return undefined;
    return afterPaint(() => startTransition(() => setPainted((shown) => shown + 1)));
  }, [painted, steps]);
  return painted;
}
