import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat, numberFormat } from '@/utils/intl-format';

export interface Formatters {
  number: (value: number) => string;
  /** At most one decimal: 4,5 in Dutch. */
  decimal: (value: number) => string;
  percent: (fraction: number) => string;
  date: (iso: string) => string;
  month: (date: Date) => string;
  shortMonth: (date: Date) => string;
}

// The formats themselves are built once per locale for the whole app (src/utils/intl-format.ts).
function formattersFor(locale: string): Formatters {
  const number = numberFormat(locale);
  const decimal = numberFormat(locale, { maximumFractionDigits: 1 });
  const percent = numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const date = dateTimeFormat(locale, { dateStyle: 'medium' });
  const month = dateTimeFormat(locale, { month: 'long', year: 'numeric' });
  const shortMonth = dateTimeFormat(locale, { month: 'short' });
  return {
    number: (value) => number.format(value),
    decimal: (value) => decimal.format(value),
    percent: (fraction) => percent.format(fraction),
    date: (iso) => date.format(new Date(iso)),
    month: (value) => month.format(value),
    shortMonth: (value) => shortMonth.format(value),
  };
}

/**
 * While a dashboard's data loads, builds the current locale's formats in a task of their own:
 * the first of a locale costs tens of milliseconds (the browser loads its locale data), which
 * would otherwise land in the render that draws the data.
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

/** Number and date formats of the current locale. */
export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(() => formattersFor(locale), [locale]);
}
