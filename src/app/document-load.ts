/** The class that hides a page as it leaves, so the back/forward cache keeps it blank. */
const VEILED_CLASS = 'qek-veiled';

/**
 * Loads a new document instead of changing pages inside this one. After a sign-out, or when
 * another tab changed who is signed in, everything the previous user left in memory (the query
 * cache, stores, a page kept mounted while the next one loads, history entries drawn from them)
 * goes with the old document, rather than each being cleared by hand (docs/decisions.md, "One
 * person per device"). The unit tests' app remounts instead (tests/utils/render-app.tsx).
 */
export const documentLoad = {
  /**
   * Hides the page at once (`.qek-veiled` in _app.scss), as it is left: a sign-out takes the
   * screen away before anything else, and the back/forward cache keeps the page blank.
   */
  veil(): void {
    document.documentElement.classList.add(VEILED_CLASS);
  },
  /** Shows a page the back/forward cache brought back, once it has been checked. */
  unveil(): void {
    document.documentElement.classList.remove(VEILED_CLASS);
  },
  replace(path: string): void {
    window.location.replace(path);
  },
  reload(): void {
    window.location.reload();
  },
};
