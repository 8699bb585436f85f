import { unstable_forceFrameRate } from 'scheduler';

/**
 * How long React renders a transition before it lets the browser in, in ms. React's scheduler
 * yields every 5 ms: the signed-in first page's render at 4x CPU took some 60 slices, each a task
 * of its own with the browser's turn between them. At 25 ms, the slice React's reconciler gives
 * transitions behind a flag (`workLoopConcurrent`), the page is usable sooner and an input still
 * waits less than two frames.
 */
export const RENDER_SLICE_MS = 25;

/** Sets the slice for every concurrent render from here on; one scheduler serves React DOM. */
export function sliceRendersAt(ms: number = RENDER_SLICE_MS): void {
  unstable_forceFrameRate(Math.round(1000 / ms));
}
