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
  // Where no frames are waited for (tests), everything is there from the first render.
  const [painted, setPainted] = useState(() => !paintTiming.waits);
  useEffect(() => {
    if (painted) return undefined;
    return afterPaint(() => startTransition(() => setPainted(true)));
  }, [painted]);
  return painted;
}
