import { setRequestLocale } from '@/api/http';
import { setSessionLocale } from '@/api/session';
import { i18n, rememberLocale } from '@/i18n/i18n';
import { loadedPages, loadLanguageFile } from '@/i18n/language-files';

/** Spec §4: when the allowed languages no longer hold the locale, the first allowed one wins. */
export function resolveLocale(preferred: string, allowed: readonly string[]): string {
  if (allowed.length === 0 || allowed.includes(preferred)) return preferred;
  return allowed[0];
}

function applyLocaleLocally(locale: string) {
  setRequestLocale(locale);
  rememberLocale(locale);
  document.documentElement.lang = locale;
}

/**
 * Spec §4: tells the server, then reloads the messages of every file in use, then switches.
 * The old messages stay on screen until the new ones are there.
 */
export async function changeLocale(locale: string): Promise<void> {
  const previous = i18n.language;
  await setSessionLocale(locale);
  const pages = loadedPages(previous);
  await Promise.all(pages.map((page) => loadLanguageFile(page, locale)));
  applyLocaleLocally(locale);
  await i18n.changeLanguage(locale);
}

/** Applies the start-up locale without a server round trip of its own. */
export function initLocale(): void {
  applyLocaleLocally(i18n.language);
}
