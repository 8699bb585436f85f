/**
 * Intl formats and collators, built once per locale and options. Building one costs tenths of
 * a millisecond to a millisecond (more for a locale's first), using one a few microseconds: one
 * per table cell or per comparison would take a good part of a route change (docs/decisions.md,
 * "Intl formats are built once").
 */
type Built = Intl.DateTimeFormat | Intl.NumberFormat | Intl.Collator;

const built = new Map<string, Built>();

function once<T extends Built>(
  kind: string,
  locale: string | undefined,
  options: object,
  build: () => T,
): T {
  const key = `${kind}\u0000${locale ?? ''}\u0000${JSON.stringify(options)}`;
  const known = built.get(key);
  if (known) return known as T;
  const made = build();
  built.set(key, made);
  return made;
}

export function dateTimeFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return once('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(
  locale: string | undefined,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  return once('number', locale, options, () => new Intl.NumberFormat(locale, options));
}

/** `undefined` as the locale: the browser's own, as `String.prototype.localeCompare` uses. */
export function collator(locale: string | undefined, options: Intl.CollatorOptions): Intl.Collator {
  return once('collator', locale, options, () => new Intl.Collator(locale, options));
}
