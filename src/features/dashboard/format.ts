import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat, numberFormat } from '@/lib/intl-format';

export interface Formatters {
  number: (value: number) => string;
  /** At most one decimal: 4,5 in Dutch. */
  decimal: (value: number) => string;
  percent: (fraction: number) => string;
  date: (iso: string) => string;
  month: (date: Date) => string;
  shortMonth: (date: Date) => string;
}

// Building an Intl format costs about a millisecond (more for the first of a locale): a dashboard
// has many components that format, so they share one set per locale instead of one each.
const formattersByLocale = new Map<string, Formatters>();

function formattersFor(locale: string): Formatters {
  const known = formattersByLocale.get(locale);
  if (known) return known;
  const number = numberFormat(locale);
  const decimal = numberFormat(locale, { maximumFractionDigits: 1 });
  const percent = numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const date = dateTimeFormat(locale, { dateStyle: 'medium' });
  const month = dateTimeFormat(locale, { month: 'long', year: 'numeric' });
  const shortMonth = dateTimeFormat(locale, { month: 'short' });
  const formatters: Formatters = {
    number: (value) => number.format(value),
    decimal: (value) => decimal.format(value),
    percent: (fraction) => percent.format(fraction),
    date: (iso) => date.format(new Date(iso)),
    month: (value) => month.format(value),
    shortMonth: (value) => shortMonth.format(value),
  };
  formattersByLocale.set(locale, formatters);
  return formatters;
}

/**
 * While a dashboard's data loads, builds the current locale's formats in a task of their own:
 * the first of a locale costs tens of milliseconds (the browser loads its locale data), which
 * would otherwise land in the render that draws the data (issue 14).
 */
export function usePrepareFormatters(loading: boolean): void {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => formattersFor(locale), 0);
    return () => clearTimeout(timer);
  }, [loading, locale]);
}

/** Number and date formats of the current locale, built once per locale for the whole app. */
export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  return formattersFor(i18n.language);
}
