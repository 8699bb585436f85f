/** A box on screen, as getBoundingClientRect measures it. */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const GAP_PX = 8;

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

/**
 * Where the toast stack starts (its top, in px from the viewport's top): just under the top bar
 * (`start`), or, where it would cover the page's title or the control just used (`keepClear`)
 * in its column, the highest place under one of those where it covers none and fits on screen.
 * Where there is no such place it stays under the top bar: a toast must be seen.
 */
export function toastTop(
  start: number,
  stack: { left: number; right: number; height: number },
  keepClear: readonly Box[],
  viewportHeight: number,
): number {
  const at = (top: number): Box => ({ ...stack, top, bottom: top + stack.height });
  const candidates = [start, ...keepClear.map((box) => box.bottom + GAP_PX)]
    .filter((top) => top >= start)
    .sort((a, b) => a - b);
  const free = candidates.find(
    (top) =>
      top + stack.height <= viewportHeight && !keepClear.some((box) => overlaps(at(top), box)),
  );
  return free ?? start;
}
