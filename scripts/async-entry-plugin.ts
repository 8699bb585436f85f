import type { Plugin } from 'vite';

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="[^"]+"><\/script>/;

/**
 * The entry script runs as soon as it has loaded (`async`), not when the document has been
 * parsed: a deferred module script evaluates in the task that ends parsing, together with the
 * document's first style pass, which makes that task the longest of a cold /home. It goes at
 * the end of the body, so the root element is there whenever it runs.
 */
export function asyncEntryScript(): Plugin {
  return {
    name: 'qek-async-entry-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const tag = ENTRY_SCRIPT.exec(html)?.[0];
        if (!tag || !html.includes('</body>')) {
          throw new Error('qek-async-entry-script: no entry script or body in index.html');
        }
        const asyncTag = tag.trim().replace('<script type="module"', '<script type="module" async');
        return html.replace(tag, '').replace('</body>', `  ${asyncTag}\n  </body>`);
      },
    },
  };
}
