import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface Formatters {
  number: (value: number) => string;
  /** At most one decimal: 4,5 in Dutch. */
  decimal: (value: number) => string;
  percent: (fraction: number) => string;
  date: (iso: string) => string;
  month: (date: Date) => string;
  shortMonth: (date: Date) => string;
}

/** Number and date formats of the current locale, built once per locale. */
export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(() => {
    const number = new Intl.NumberFormat(locale);
    const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' });
    const shortMonth = new Intl.DateTimeFormat(locale, { month: 'short' });
    return {
      number: (value) => number.format(value),
      decimal: (value) => decimal.format(value),
      percent: (fraction) => percent.format(fraction),
      date: (iso) => date.format(new Date(iso)),
      month: (value) => month.format(value),
      shortMonth: (value) => shortMonth.format(value),
    };
  }, [locale]);
}
