import { useMemo } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { dateTimeFormat, numberFormat } from '@/utils/intl-format';
import { knownFormats } from '@/utils/known-format';

export interface Formatters {
  number: (value: number) => string;
  /** At most one decimal: 4,5 in Dutch. */
  decimal: (value: number) => string;
  percent: (fraction: number) => string;
  /** Whole euros: € 1.234 in Dutch. */
  euros: (value: number) => string;
  date: (iso: string) => string;
  month: (date: Date) => string;
  shortMonth: (date: Date) => string;
}

/**
 * The app's own locales are written out (src/utils/known-format.ts): the dashboard loads no
 * Intl locale data. Another locale's Intl formats are built once for the whole app
 * (src/utils/intl-format.ts).
 */
function formattersFor(locale: string): Formatters {
  const known = knownFormats(locale);
  if (known) return { ...known, date: (iso) => known.date(new Date(iso)) };
  const number = numberFormat(locale);
  const decimal = numberFormat(locale, { maximumFractionDigits: 1 });
  const percent = numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const euros = numberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  });
  const date = dateTimeFormat(locale, { dateStyle: 'medium' });
  const month = dateTimeFormat(locale, { month: 'long', year: 'numeric' });
  const shortMonth = dateTimeFormat(locale, { month: 'short' });
  return {
    number: (value) => number.format(value),
    decimal: (value) => decimal.format(value),
    percent: (fraction) => percent.format(fraction),
    euros: (value) => euros.format(value),
    date: (iso) => date.format(new Date(iso)),
    month: (value) => month.format(value),
    shortMonth: (value) => shortMonth.format(value),
  };
}

/** Number and date formats of the current locale. */
export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(() => formattersFor(locale), [locale]);
}
