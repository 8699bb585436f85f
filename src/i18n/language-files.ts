import { fetchLanguageFile } from '@/api/session';
import { BASE_NAMESPACE, i18n } from './i18n';

const loaded = new Map<string, Promise<void>>();

/**
 * Loads one language file (spec §2: `auth.login`, `kaizen.new`, ...) for a locale, at most once
 * per file per locale; the answer's namespaces (the page and `base`) join i18next's store.
 * A failed load is forgotten, so the next navigation tries again.
 */
export function loadLanguageFile(page: string, locale: string = i18n.language): Promise<void> {
  const key = `${locale}:${page}`;
  const existing = loaded.get(key);
  if (existing) return existing;
  const pending = fetchLanguageFile(page, locale).then(
    (file) => {
      for (const [namespace, messages] of Object.entries(file)) {
        i18n.addResourceBundle(locale, namespace, messages, true, true);
      }
    },
    (error: unknown) => {
      loaded.delete(key);
      throw error;
    },
  );
  loaded.set(key, pending);
  return pending;
}

/**
 * The `base` messages (navigation, top bar, buttons) for a route without a language file of its
 * own: the not-found and error pages. Every page's file brings them, so one loaded (or on its
 * way) is enough; else the `base` file itself is asked for.
 */
export function loadBaseMessages(locale: string = i18n.language): Promise<void> {
  const page = [...loaded.keys()].find((key) => key.startsWith(`${locale}:`));
  const pending = page ? loaded.get(page) : undefined;
  if (!pending) return loadLanguageFile(BASE_NAMESPACE, locale);
  return pending.catch(() => loadLanguageFile(BASE_NAMESPACE, locale));
}

/** The files loaded so far for a locale, so a locale change can fetch the same set anew. */
export function loadedPages(locale: string): string[] {
  return [...loaded.keys()]
    .filter((key) => key.startsWith(`${locale}:`))
    .map((key) => key.slice(locale.length + 1));
}

/** Test helper: forget every loaded file. */
export function resetLanguageFiles(): void {
  loaded.clear();
}
