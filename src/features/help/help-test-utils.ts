declare global {
  interface Window {
    /** Set by the seeded unsafe document's script and onerror, were they ever to run. */
    __qekXss?: boolean;
  }
}
