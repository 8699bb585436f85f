import type { Plugin } from 'vite';

const STUB = '\0qek-axios-no-fetch-adapter';
const ADAPTERS = /[\\/]node_modules[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/;
const AXIOS_LIB = /[\\/]node_modules[\\/]axios[\\/]lib[\\/]/;

const throwing = (what: string) =>
  `function unsupported() { throw new Error('Not in this build of axios: ${what}'); }`;

/**
 * axios's helpers for what the app never asks for: it sends JSON or the FormData it builds
 * itself (src/api/http/form-data.ts), writes its query strings into the address and follows no
 * progress (`request` takes neither `params` nor progress callbacks, src/api/http/request.ts).
 * Each of those stubs throws, so a use that slips in fails loudly; the two checks below do
 * nothing.
 */
const HELPERS: Record<string, string> = {
  // Query `params` (buildURL).
  'AxiosURLSearchParams.js': `export default ${throwing('params')}`,
  // An object sent as multipart, or a FileList (defaults' transformRequest).
  'toFormData.js': `export default ${throwing('an object sent as multipart')}`,
  'toURLEncodedForm.js': `export default ${throwing('an object sent urlencoded')}`,
  'formDataToJSON.js': `export default ${throwing('FormData sent as JSON')}`,
  // onUploadProgress, onDownloadProgress (the XHR adapter).
  'progressEventReducer.js': `export const progressEventReducer = ${throwing('progress events')}`,
  // Walks every merged config (a request's JSON body too) for cycles its params serializer
  // would loop on: there is none above.
  'assertParamsAcyclic.js': 'export default function assertParamsAcyclic() {}',
  // Checks a request's options at run time (a misspelt `baseUrl`): the types check ours.
  'validator.js': `const any = () => () => true;
export default { assertOptions() {}, validators: { transitional: any, spelling: any, boolean: any(), function: any() } };`,
};
const HELPER_STUB = '\0qek-axios-unused:';

/**
 * Builds axios without its fetch adapter (~3.5 KB gzip with its helpers on the first page): in
 * a browser axios picks XHR first (its default order is xhr, http, fetch), so the fetch adapter
 * is never used, and uploads (FormData) go through XHR as they always did. The stub answers
 * "not supported here", axios's own word for a missing adapter. Without the helpers in
 * `HELPERS` either (about 1.5 KB gzip, and the start-up's first request no longer serializes
 * its query). Should an axios upgrade stop importing `./fetch.js` from its adapter list or any
 * of those helpers, the build fails instead of silently growing (docs/decisions.md, "axios
 * without its extras").
 */
export function axiosWithoutFetch(): Plugin {
  let sawAdapters = false;
  let stubbed = false;
  const stubbedHelpers = new Set<string>();
  return {
    name: 'qek-axios-without-fetch',
    apply: 'build',
    // Before Vite's own resolver, which would otherwise resolve the relative import first.
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !AXIOS_LIB.test(importer) || !source.startsWith('.')) return null;
      const file = source.split('/').at(-1) ?? '';
      if (file in HELPERS) {
        stubbedHelpers.add(file);
        return `${HELPER_STUB}${file}`;
      }
      if (source !== './fetch.js' || !ADAPTERS.test(importer)) return null;
      stubbed = true;
      return STUB;
    },
    load(id) {
      if (ADAPTERS.test(id)) sawAdapters = true;
      if (id.startsWith(HELPER_STUB)) return HELPERS[id.slice(HELPER_STUB.length)];
      return id === STUB ? 'export const getFetch = () => false;' : null;
    },
    buildEnd() {
      if (sawAdapters && !stubbed) {
        this.error("axios's adapter list no longer imports ./fetch.js: review axios-without-fetch");
      }
      const missing = Object.keys(HELPERS).filter((file) => !stubbedHelpers.has(file));
      if (sawAdapters && missing.length > 0) {
        this.error(`axios no longer imports ${missing.join(', ')}: review axios-without-fetch`);
      }
    },
  };
}
