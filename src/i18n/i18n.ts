import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { handParser } from '@/api/parsers';
import { storedItem } from '@/stores/stored';
import { ALWAYS_PRESENT_TEXTS } from './always-present-texts';

export const SUPPORTED_LOCALES = ['nl', 'en'] as const;
/** Dutch is the product's first language (spec §1). */
const DEFAULT_LOCALE = 'nl';
/** Shared messages (navigation, buttons, error pages) that come with every language file. */
export const BASE_NAMESPACE = 'base';

const isSupported = (locale: unknown): locale is string =>
  (SUPPORTED_LOCALES as readonly unknown[]).includes(locale);

// Only a language the app has texts for: any other would show raw keys on the error pages.
const storedLocale = storedItem(
  'local',
  'qek_locale',
  handParser((value) => (isSupported(value) ? value : undefined), 'a supported locale'),
);

/** The locale to start in before the user is known: last used here, else the browser's, else nl. */
export function initialLocale(): string {
  const stored = storedLocale.read();
  if (stored) return stored;
  const browser = navigator.language?.slice(0, 2).toLowerCase();
  return isSupported(browser) ? browser : DEFAULT_LOCALE;
}

// Read before anything remembers the start-up guess (initLocale does): only a locale chosen on an
// earlier visit tells what a signed-in user reads in.
const rememberedAtStart = storedLocale.read() !== undefined;

/** Whether this device remembered a locale from an earlier visit (else it is the browser's guess). */
export function localeRememberedAtStart(): boolean {
  return rememberedAtStart;
}

/** Not remembered when storage is blocked or full; the server session still knows it. */
export function rememberLocale(locale: string): void {
  storedLocale.write(locale);
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
  // i18next's defaults, said out loud: otherwise each call first tests the key with a RegExp for
  // natural language (a key with a space, comma or question mark is not split), a fifth of a call
  // with values in Node and half of `t` in a profile of the dashboard's first render at 4x CPU.
  // Keys here are paths.
  keySeparator: '.',
  nsSeparator: ':',
  // Language files load with each route (see language-files.ts), so nothing suspends.
  react: { useSuspense: false, bindI18nStore: 'added' },
  returnNull: false,
});
