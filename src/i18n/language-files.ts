import { fetchLanguageFile } from '@/api/session';
import { createLoadCache } from '@/utils/load-once';
import { BASE_NAMESPACE, i18n } from './i18n';
import { forgetTexts } from './use-translation';

// Per `locale:page`, in the one cache of what loads on demand (src/utils/load-once.ts): a failed
// load is forgotten at once, so the next navigation or retry asks again.
const files = createLoadCache<string, void>();

/**
 * Loads one language file (spec §2: `auth.login`, `kaizen.new`, ...) for a locale, at most once
 * per file per locale; the answer's namespaces (the page and `base`) join i18next's store.
 * `quiet` (a file fetched ahead for a page not on screen) adds them without telling the
 * components on screen: each addition re-renders every component that translates, the whole
 * page (a long task per file on /home), and no component on screen uses them. A page is drawn
 * only once its file has loaded, so it finds them when it renders.
 */
export function loadLanguageFile(
  page: string,
  locale: string = i18n.language,
  { quiet = false }: { quiet?: boolean } = {},
): Promise<void> {
  return files.load(`${locale}:${page}`, () =>
    fetchLanguageFile(page, locale).then((file) => {
      for (const [namespace, messages] of Object.entries(file)) {
        i18n.addResourceBundle(locale, namespace, messages, true, true, { silent: quiet });
      }
      if (quiet) forgetTexts();
    }),
  );
}

/** Whether a page's language file is here for `locale`: the page can be drawn at once. */
export function isLanguageFileLoaded(page: string, locale: string = i18n.language): boolean {
  return files.isLoaded(`${locale}:${page}`);
}

/**
 * The `base` messages (navigation, top bar, buttons) for a route without a language file of its
 * own: the not-found and error pages. Every page's file brings them, so one loaded (or on its
 * way) is enough; else the `base` file itself is asked for.
 */
export function loadBaseMessages(locale: string = i18n.language): Promise<void> {
  const page = files.keys().find((key) => key.startsWith(`${locale}:`));
  const pending = page ? files.pending(page) : undefined;
  if (!pending) return loadLanguageFile(BASE_NAMESPACE, locale);
  return pending.catch(() => loadLanguageFile(BASE_NAMESPACE, locale));
}

/** The files loaded so far for a locale, so a locale change can fetch the same set anew. */
export function loadedPages(locale: string): string[] {
  return files
    .keys()
    .filter((key) => key.startsWith(`${locale}:`))
    .map((key) => key.slice(locale.length + 1));
}

/** Test helper: forget every loaded file. */
export function resetLanguageFiles(): void {
  files.clear();
}
