import type { TFunction } from 'i18next';
import { create } from 'zustand';
import { BASE_NAMESPACE, i18n } from './i18n';

/**
 * Which texts are current: the language and the language files loaded so far. Every change
 * draws what translates again, as react-i18next's hook did (`languageChanged`, and the store's
 * `added` per the init's `bindI18nStore`).
 */
const useTextsRevision = create(() => ({ revision: 0 }));

// A page's text looked up once per revision: i18next's `t` copies its whole options object and
// walks the namespaces on every call, some 45 calls a drawn kaizen, on a phone's CPU.
const looked = new Map<string, TFunction>();
// A `t` still held by a component drawn before the store changed asks again too.
let generation = 0;

/** Forgets every text looked up: the store changed without telling (a file added quietly). */
export function forgetTexts(): void {
  looked.clear();
  generation += 1;
}

const renew = () => {
  forgetTexts();
  useTextsRevision.setState(({ revision }) => ({ revision: revision + 1 }));
};
i18n.on('languageChanged', renew);
i18n.store.on('added', renew);
i18n.store.on('removed', renew);

/**
 * A text as stored, when i18next's `t` would give it unchanged: found in the namespace (or, as
 * `fallbackNS`, in `base`), a string without values to fill in (`{{…}}`) or texts to nest
 * (`$t(…)`). Else undefined, and `t` itself is asked. `ns:key` names its namespace.
 */
function plainText(language: string, namespace: string, wanted: string): string | undefined {
  const colon = wanted.indexOf(':');
  const ns = colon > 0 ? wanted.slice(0, colon) : namespace;
  const path = colon > 0 ? wanted.slice(colon + 1) : wanted;
  const found: unknown =
    i18n.getResource(language, ns, path) ??
    (ns === BASE_NAMESPACE ? undefined : i18n.getResource(language, BASE_NAMESPACE, path));
  return typeof found === 'string' && !found.includes('{{') && !found.includes('$t(')
    ? found
    : undefined;
}

/** A `t` call's options object (not a default value given in its place). */
function isOptions(value: unknown): value is { lng?: string; ns?: string | readonly string[] } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function lookupsFor(namespace: string): TFunction {
  const key = `${i18n.language}|${namespace}`;
  const kept = looked.get(key);
  if (kept) return kept;
  const language = i18n.language;
  const fixed = i18n.getFixedT(language, namespace);
  const texts = new Map<string, string>();
  let textsOf = generation;
  // A key alone is looked up once; with options (count, values, a default) it is not kept, as
  // what it gives depends on them. Those go to i18next's own `t` with the language and namespace
  // added, as the fixed `t` adds them: the fixed one also copies i18next's whole options object
  // per call, which made such a call two to three times as slow (a list's row asks two).
  const t = (...args: unknown[]): unknown => {
    const [wanted, options] = args;
    if (args.length === 2 && typeof wanted === 'string' && isOptions(options)) {
      return i18n.t(wanted, {
        ...options,
        lng: options.lng || language,
        ns: options.ns || namespace,
      });
    }
    if (args.length !== 1 || typeof wanted !== 'string') {
      return (fixed as unknown as (...given: unknown[]) => unknown)(...args);
    }
    if (textsOf !== generation) {
      texts.clear();
      textsOf = generation;
    }
    const known = texts.get(wanted);
    if (known !== undefined) return known;
    const text = plainText(language, namespace, wanted) ?? fixed(wanted);
    texts.set(wanted, text);
    return text;
  };
  // What <Trans t={t}> reads off an i18next `t`: its namespace and language.
  const { ns, lng, lngs, keyPrefix } = fixed as unknown as Record<string, unknown>;
  const lookups = Object.assign(t, { ns, lng, lngs, keyPrefix }) as unknown as TFunction;
  looked.set(key, lookups);
  return lookups;
}

/**
 * The texts of a page's namespace (the first named; `base` is every namespace's fallback, the
 * others are reached as `ns:key`), as react-i18next's `useTranslation` gives them, without its
 * per-component copy of the i18next instance, and each text looked up once per language.
 */
export function useTranslation(namespaces?: string | readonly (string | undefined)[]) {
  // Drawn again with every new revision, when `t` is a new one.
  useTextsRevision((state) => state.revision);
  const first = (typeof namespaces === 'string' ? namespaces : namespaces?.[0]) ?? BASE_NAMESPACE;
  return { t: lookupsFor(first), i18n };
}
