import type { InternalAxiosRequestConfig } from 'axios';

let currentLocale: string | undefined;

/** The locale sent as Accept-Language, so the server answers in the user's language. */
export function setRequestLocale(locale: string | undefined): void {
  currentLocale = locale;
}

/** Adds the current locale to a request, unless the call names its own. */
export function addRequestLocale(config: InternalAxiosRequestConfig): void {
  // A locale named by the call itself (a language file fetched for a new locale) wins.
  if (currentLocale && !config.headers.has('Accept-Language')) {
    config.headers.set('Accept-Language', currentLocale);
  }
}
