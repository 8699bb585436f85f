/**
 * Loads a new document instead of changing pages inside this one. After a sign-out, or when
 * another tab changed who is signed in, everything the previous user left in memory (the query
 * cache, stores, a page kept mounted while the next one loads, history entries drawn from them)
 * goes with the old document, rather than each being cleared by hand (docs/decisions.md, "One
 * person per device"). The unit tests' app remounts instead (tests/utils/render-app.tsx).
 */
export const documentLoad = {
  replace(path: string): void {
    window.location.replace(path);
  },
  reload(): void {
    window.location.reload();
  },
};
