/**
 * Intl formats and collators, built once per locale and options. Building one costs tenths of
 * a millisecond to a millisecond (more for a locale's first), using one a few microseconds: one
 * per table cell or per comparison would take a good part of a route change (docs/decisions.md,
 * "Intl formats are built once").
 */
type Built = Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat | Intl.Collator;

/** One cache per kind, each by locale and options. */
function cacheOf<T extends Built>() {
  const built = new Map<string, T>();
  return (locale: string | undefined, options: object, build: () => T): T => {
    // `undefined` (the browser's locale) cannot be confused with a locale's name.
    const key = `${locale}\u0000${JSON.stringify(options)}`;
    const known = built.get(key);
    if (known) return known;
    const made = build();
    built.set(key, made);
    return made;
  };
}

const dateTimeFormats = cacheOf<Intl.DateTimeFormat>();
const numberFormats = cacheOf<Intl.NumberFormat>();
const relativeTimeFormats = cacheOf<Intl.RelativeTimeFormat>();
const collators = cacheOf<Intl.Collator>();

export function dateTimeFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return dateTimeFormats(locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(
  locale: string | undefined,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  return numberFormats(locale, options, () => new Intl.NumberFormat(locale, options));
}

export function relativeTimeFormat(
  locale: string | undefined,
  options: Intl.RelativeTimeFormatOptions = {},
): Intl.RelativeTimeFormat {
  return relativeTimeFormats(locale, options, () => new Intl.RelativeTimeFormat(locale, options));
}

/** `undefined` as the locale: the browser's own, as `String.prototype.localeCompare` uses. */
export function collator(locale: string | undefined, options: Intl.CollatorOptions): Intl.Collator {
  return collators(locale, options, () => new Intl.Collator(locale, options));
}
