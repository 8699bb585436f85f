/**
 * Runs `dispatch` as the browser would, outside React's `act()`: what React renders in the
 * event's own task is on screen when it returns, and what it leaves for later (a transition's
 * render) is not. For tests of what a key or a tap draws at once.
 */
export function outsideAct(dispatch: () => void): void {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    dispatch();
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = before;
  }
}
