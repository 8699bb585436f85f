/** Whether work waits for a painted frame: a seam for tests (jsdom paints none), run at once there. */
export const paintTiming = { waits: true };

/** Whether a page change is under way: the router says how to tell (src/app/app-router.tsx). */
let pageChanging = () => false;

export function followPageChanges(check: () => boolean): void {
  pageChanging = check;
}

/** A page change that takes longer than this (its code still loading) is not waited for. */
const PAGE_CHANGE_WAIT_MS = 1000;

/**
 * Runs `work` in a task of its own once the frame on its way has been painted; while a page
 * change is under way, once the frame with the new page has. For what follows an
 * action but must not share its frame: a render that would hold up or interrupt the page's, a
 * read of the layout. Returns the function that cancels it.
 */
export function afterPaint(work: () => void): () => void {
  if (!paintTiming.waits) {
    work();
    return () => undefined;
  }
  const since = performance.now();
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onFrame = () => {
    if (pageChanging() && performance.now() - since < PAGE_CHANGE_WAIT_MS) {
      frame = requestAnimationFrame(onFrame);
      return;
    }
    // A task queued from a frame's callbacks runs after that frame is painted.
    timer = setTimeout(work, 0);
  };
  frame = requestAnimationFrame(onFrame);
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
