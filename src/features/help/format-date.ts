import { dateTimeFormat } from '@/utils/intl-format';

/** A server timestamp as a medium date in the UI language; the raw value if it is no date. */
export function formatDate(value: string, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}
