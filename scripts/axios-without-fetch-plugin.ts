import type { Plugin } from 'vite';

const STUB = '\0qek-axios-no-fetch-adapter';
const ADAPTERS = /[\\/]node_modules[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/;

/**
 * Builds axios without its fetch adapter (~3.5 KB gzip with its helpers on the first page): in
 * a browser axios picks XHR first (its default order is xhr, http, fetch), so the fetch adapter
 * is never used, and uploads (FormData) go through XHR as they always did. The stub answers
 * "not supported here", axios's own word for a missing adapter. Should an axios upgrade stop
 * importing `./fetch.js` from its adapter list, the build fails instead of silently growing
 * (docs/decisions.md, "axios without its extras").
 */
export function axiosWithoutFetch(): Plugin {
  let sawAdapters = false;
  let stubbed = false;
  return {
    name: 'qek-axios-without-fetch',
    apply: 'build',
    // Before Vite's own resolver, which would otherwise resolve the relative import first.
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './fetch.js' || !importer || !ADAPTERS.test(importer)) return null;
      stubbed = true;
      return STUB;
    },
    load(id) {
      if (ADAPTERS.test(id)) sawAdapters = true;
      return id === STUB ? 'export const getFetch = () => false;' : null;
    },
    buildEnd() {
      if (sawAdapters && !stubbed) {
        this.error("axios's adapter list no longer imports ./fetch.js: review axios-without-fetch");
      }
    },
  };
}
