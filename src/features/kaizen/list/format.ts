import { dateTimeFormat } from '@/utils/intl-format';
import { knownFormats } from '@/utils/known-format';

/** A timestamp as a date in the reader's language ('12 mrt 2024'); empty when there is none. */
export function formatDate(value: string | null, locale: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const known = knownFormats(locale);
  return known ? known.date(date) : dateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** A timestamp as a local YYYY-MM-DD, the date format spreadsheets read in every language. */
export function isoDate(value: string | null): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
