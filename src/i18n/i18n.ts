import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ALWAYS_PRESENT_TEXTS } from './always-present-texts';

export const SUPPORTED_LOCALES = ['nl', 'en'] as const;
/** Dutch is the product's first language (spec §1). */
const DEFAULT_LOCALE = 'nl';
/** Shared messages (navigation, buttons, error pages) that come with every language file. */
export const BASE_NAMESPACE = 'base';

const LOCALE_KEY = 'qek_locale';

/** The locale to start in before the user is known: last used here, else the browser's, else nl. */
function initialLocale(): string {
  try {
    const stored = localStorage.getItem(LOCALE_KEY);
    if (stored && /^[a-z]{2,3}$/.test(stored)) return stored;
  } catch {
    // Storage blocked: fall through to the browser language.
  }
  const browser = navigator.language?.slice(0, 2).toLowerCase();
  return (SUPPORTED_LOCALES as readonly string[]).includes(browser) ? browser : DEFAULT_LOCALE;
}

export function rememberLocale(locale: string): void {
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Not remembered; the server session still knows it.
  }
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: initialLocale(),
  fallbackLng: false,
  ns: [BASE_NAMESPACE],
  defaultNS: BASE_NAMESPACE,
  fallbackNS: BASE_NAMESPACE,
  // The error pages' texts are there before any language file (always-present-texts.ts); a
  // copy, as i18next merges the language files into the objects it is given.
  resources: {
    nl: { [BASE_NAMESPACE]: structuredClone(ALWAYS_PRESENT_TEXTS.nl) },
    en: { [BASE_NAMESPACE]: structuredClone(ALWAYS_PRESENT_TEXTS.en) },
  },
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  // Language files load with each route (see language-files.ts), so nothing suspends.
  react: { useSuspense: false, bindI18nStore: 'added' },
  returnNull: false,
});
