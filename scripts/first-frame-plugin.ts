import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const FRAME_DIR = join(dirname(fileURLToPath(import.meta.url)), '../src/first-frame');
/** Where index.html takes the frame's style and script: in the head, before any stylesheet. */
const PLACE = '<!-- first-frame -->';
const ROOT = '<div id="root">';
/** The entry's stylesheet as Vite writes it into the head of a build. */
const ENTRY_STYLE = /<link rel="stylesheet" crossorigin href="([^"]+)">/;

/** The frame's style and script exactly as index.html carries them inline. */
export function firstFrameCode(): { style: string; script: string } {
  return {
    style: readFileSync(join(FRAME_DIR, 'first-frame.css'), 'utf8').trim(),
    script: readFileSync(join(FRAME_DIR, 'first-frame.js'), 'utf8').trim(),
  };
}

/** The Content-Security-Policy source that allows an inline element with this text. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The entry's stylesheet no longer holds the first paint: as `media="print"` it loads without
 * blocking, at the highest priority through its preload, and src/lib/entry-style.ts switches it
 * to every medium before the first page renders. It keeps its place in the head, so the lazy
 * pages' stylesheets, added after it, still come after it in the cascade. Without it (a dev
 * server injects styles from the code) the page is left as it is.
 */
function drawnBeforeStyles(html: string): string {
  return html.replace(
    ENTRY_STYLE,
    (_tag, href: string) =>
      `<link rel="preload" as="style" crossorigin href="${href}">\n    ` +
      `<link rel="stylesheet" crossorigin href="${href}" media="print" data-qek-entry-style>`,
  );
}

/**
 * The app's frame from the first bytes (docs/decisions.md, "A frame before the code"): the
 * frame's markup is index.html's, its style and the script that colours it go inline into the
 * head (allowed by their hashes in src/config/content-security-policy.json), before the entry's
 * stylesheet, which stays in the head but no longer holds the paint (`drawnBeforeStyles`). Vite
 * would run an inline <style> of index.html through its CSS pipeline, and change its hash:
 * so the code comes in here, after Vite's own work on the page.
 */
export function firstFrame(): Plugin {
  return {
    name: 'qek-first-frame',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!html.includes(PLACE) || !html.includes(ROOT)) {
          throw new Error(`qek-first-frame: no ${PLACE} or root element in index.html`);
        }
        const { style, script } = firstFrameCode();
        const inline = `<style>${style}</style>\n    <script>${script}</script>`;
        return drawnBeforeStyles(html.replace(PLACE, () => inline));
      },
    },
  };
}
