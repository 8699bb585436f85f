declare global {
  interface Window {
    /** Set by the seeded unsafe document's script and onerror, were they ever to run. */
    __qekXss?: boolean;
  }
}

/** For the first find of a test: the page's lazy chunk and language file load first. */
export const PAGE_LOAD = { timeout: 10_000 };
