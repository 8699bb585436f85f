import { startTransition, useEffect, useState } from 'react';
import { afterPaint, paintTiming } from '@/lib/after-paint';

/**
 * False in a component's first render, true once `frames` frames have been painted since: what
 * the first screen does not show mounts then, so the first frame holds only what is seen first,
 * and parts given 1, 2, 3 frames come one a frame. Each frame's count is a transition: typing
 * into what is already there goes first.
 *
 * @example
 * const painted = usePainted();
 * return <details>{painted || open ? fields : null}</details>;
 */
export function usePainted(frames = 1): boolean {
  // Where no frames are waited for (tests), everything is there from the first render.
  const [painted, setPainted] = useState(() => (paintTiming.waits ? 0 : frames));
  useEffect(() => {
    if (painted >= frames) return undefined;
    return afterPaint(() => startTransition(() => setPainted((count) => count + 1)));
  }, [painted, frames]);
  return painted >= frames;
}
