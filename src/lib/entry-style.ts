/** Marked by scripts/first-frame-plugin.ts on the build's entry stylesheet. */
const ENTRY_STYLE = 'link[data-qek-entry-style]';

/**
 * Resolves once the entry's stylesheet applies to the page. A build loads it as `media="print"`
 * so the loading frame (index.html's own inline style) is drawn from the first bytes; the page
 * must not render before it is in, or it would show unstyled. A stylesheet that failed to load
 * lets the page render all the same: the app in the browser's styles beats a frame for ever.
 */
export function entryStyleApplied(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>(ENTRY_STYLE);
  if (!link) return Promise.resolve();
  const apply = () => {
    link.media = 'all';
  };
  // Loaded (its sheet is there) or failed (its fetch ended without one) before this ran.
  if (link.sheet || performance.getEntriesByName(link.href, 'resource').length > 0) {
    apply();
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const done = () => {
      apply();
      resolve();
    };
    // Stryker disable next-line ObjectLiteral,BooleanLiteral: a second event applies what is applied
    link.addEventListener('load', done, { once: true });
    // Stryker disable next-line ObjectLiteral,BooleanLiteral: a second event applies what is applied
    link.addEventListener('error', done, { once: true });
  });
}
