/**
 * Runs `dispatch` as the browser would, outside React's `act()`: what React renders in the
 * event's own task is on screen when it returns, and what it leaves for later (a transition's
 * render) is not. For tests of what a key or a tap draws at once; an async `dispatch` stays
 * outside `act()` until it settles.
 */
export function outsideAct(dispatch: () => void): void;
export function outsideAct(dispatch: () => Promise<void>): Promise<void>;
export function outsideAct(dispatch: () => void | Promise<void>): void | Promise<void> {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  const restore = () => void (scope.IS_REACT_ACT_ENVIRONMENT = before);
  let done: void | Promise<void>;
  try {
    done = dispatch();
  } catch (error) {
    restore();
    throw error;
  }
  if (done instanceof Promise) return done.finally(restore);
  restore();
}
