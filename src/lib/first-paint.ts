let markShown: () => void = () => undefined;
const shown = new Promise<void>((resolve) => (markShown = resolve));

/** The router says so once the first page is on screen (committed); later calls do nothing. */
export function firstPageShown(): void {
  markShown();
}

/**
 * Runs `work` once the first page has been painted: after the router committed it and the
 * frame that draws it. For what must not share the connection or the main thread with the
 * first paint, nor count towards it (issue 14 item 2): fetching ahead, calls whose answers
 * change nothing on screen.
 */
export function afterFirstPaint(work: () => void): void {
  void shown.then(() => requestAnimationFrame(() => setTimeout(work, 0)));
}
