/**
 * Number and date formats of the app's own locales (nl, en) written out, as Intl gives them.
 * The first Intl.NumberFormat or Intl.DateTimeFormat of a page costs 15-35 ms (60-180 ms on a
 * mid-range phone) while the browser loads its locale data; what the dashboard shows needs
 * none of it. Other locales (none yet) get `undefined`: their callers use Intl.
 */
export interface KnownFormats {
  /** Up to three decimals, grouped: 1.234,5 in Dutch. */
  number: (value: number) => string;
  /** At most one decimal: 4,5 in Dutch. */
  decimal: (value: number) => string;
  /** A fraction as a whole percentage: 0.5 -> 50%. */
  percent: (fraction: number) => string;
  /** Whole euros: € 1.234 in Dutch, €1,234 in English. */
  euros: (value: number) => string;
  /** Intl's `dateStyle: 'medium'`: 5 jan 2026, Jan 5, 2026. */
  date: (date: Date) => string;
  /** `{ month: 'long', year: 'numeric' }`: januari 2026. */
  month: (date: Date) => string;
  /** `{ month: 'short' }`: jan. */
  shortMonth: (date: Date) => string;
}

interface Symbols {
  group: string;
  decimal: string;
  /** An amount in euros written as Intl writes it: `-€5` or `€ -5`. */
  euros: (amount: string, negative: boolean) => string;
  months: readonly string[];
  shortMonths: readonly string[];
  medium: (day: number, shortMonth: string, year: number) => string;
}

const SYMBOLS: Record<string, Symbols> = {
  nl: {
    group: '.',
    decimal: ',',
    euros: (amount, negative) => `€\u00a0${negative ? '-' : ''}${amount}`,
    months: [
      'januari',
      'februari',
      'maart',
      'april',
      'mei',
      'juni',
      'juli',
      'augustus',
      'september',
      'oktober',
      'november',
      'december',
    ],
    shortMonths: [
      'jan',
      'feb',
      'mrt',
      'apr',
      'mei',
      'jun',
      'jul',
      'aug',
      'sep',
      'okt',
      'nov',
      'dec',
    ],
    medium: (day, month, year) => `${day} ${month} ${year}`,
  },
  en: {
    group: ',',
    decimal: '.',
    euros: (amount, negative) => `${negative ? '-' : ''}€${amount}`,
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    shortMonths: [
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ],
    medium: (day, month, year) => `${month} ${day}, ${year}`,
  },
};

/**
 * `value` rounded to at most `digits` decimals and grouped by thousands, trailing zeros
 * dropped. Rounded as Intl rounds: half away from zero on the number's shortest decimal form
 * (String(4.05) is "4.05", so 4.1), not on its binary value (4.0499...). `scale` moves the
 * decimal point right (2 for a percentage) in that form, without a float multiplication.
 * `undefined` for a number String() writes with an exponent: Intl's own output is left to Intl.
 */
function plain(symbols: Symbols, value: number, digits: number, scale = 0): string | undefined {
  const shortest = String(Math.abs(value));
  if (!Number.isFinite(value) || shortest.includes('e')) return undefined;
  const [whole = '0', decimals = ''] = shortest.split('.');
  const fraction = decimals.padEnd(scale, '0');
  let kept = `${whole}${fraction.slice(0, scale + digits).padEnd(scale + digits, '0')}`;
  if ((fraction[scale + digits] ?? '0') >= '5') kept = String(BigInt(kept) + 1n);
  kept = kept.padStart(digits + 1, '0');
  const integer = kept.slice(0, kept.length - digits).replace(/^0+(?=\d)/, '');
  const rest = kept.slice(kept.length - digits).replace(/0+$/, '');
  const negative = value < 0 || Object.is(value, -0);
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, symbols.group);
  return `${negative ? '-' : ''}${grouped}${rest ? `${symbols.decimal}${rest}` : ''}`;
}

/** The formats of `locale` when it is one of the app's own, `undefined` otherwise. */
export function knownFormats(locale: string): KnownFormats | undefined {
  const symbols = SYMBOLS[locale];
  if (!symbols) return undefined;
  const intl = (options: Intl.NumberFormatOptions) => (value: number) =>
    new Intl.NumberFormat(locale, options).format(value);
  const number = (value: number) => plain(symbols, value, 3) ?? intl({})(value);
  // An invalid date: Intl's own RangeError, as before.
  const valid = (date: Date, format: (date: Date) => string) =>
    Number.isNaN(date.getTime()) ? new Intl.DateTimeFormat(locale).format(date) : format(date);
  return {
    number,
    decimal: (value) => plain(symbols, value, 1) ?? intl({ maximumFractionDigits: 1 })(value),
    euros: (value) => {
      const amount = plain(symbols, value, 0);
      if (amount === undefined) {
        return intl({ style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })(value);
      }
      const negative = amount.startsWith('-');
      return symbols.euros(negative ? amount.slice(1) : amount, negative);
    },
    percent: (fraction) =>
      `${plain(symbols, fraction, 0, 2) ?? intl({ maximumFractionDigits: 0 })(fraction * 100)}%`,
    date: (date) =>
      valid(date, (day) =>
        symbols.medium(day.getDate(), symbols.shortMonths[day.getMonth()] ?? '', day.getFullYear()),
      ),
    month: (date) =>
      valid(date, (day) => `${symbols.months[day.getMonth()] ?? ''} ${day.getFullYear()}`),
    shortMonth: (date) => valid(date, (day) => symbols.shortMonths[day.getMonth()] ?? ''),
  };
}
