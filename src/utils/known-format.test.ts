// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { knownFormats } from './known-format';

const NUMBERS = [
  0, -0, 1, -1, 4, 4.04, 4.05, 4.45, 12.6, 999, 1000, 1234, -1234.56, 12345.6789, 0.0005, 1234567,
  98765432.125, -0.04, 0.5, 2.5,
];
const FRACTIONS = [0, 0.005, 0.285, 0.5, 0.505, 0.999, 1, 1.2345, -0.5, 0.1 + 0.2, 1 / 3, 2 / 3];

describe('knownFormats', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(['nl', 'en'])('writes numbers and dates in %s as Intl does', (locale) => {
    const known = knownFormats(locale);
    if (!known) throw new Error(`no formats for ${locale}`);
    const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options);
    for (const value of NUMBERS) {
      expect(known.number(value), `${value}`).toBe(intl({}).format(value));
      expect(known.decimal(value), `${value}`).toBe(
        intl({ maximumFractionDigits: 1 }).format(value),
      );
    }
    const euros = intl({ style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
    for (const value of NUMBERS) expect(known.euros(value), `€${value}`).toBe(euros.format(value));
    const percent = intl({ style: 'percent', maximumFractionDigits: 0 });
    for (const fraction of FRACTIONS)
      expect(known.percent(fraction), `${fraction}`).toBe(percent.format(fraction));
    const medium = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' });
    const short = new Intl.DateTimeFormat(locale, { month: 'short' });
    for (let index = 0; index < 12; index++) {
      const date = new Date(2026, index, index * 2 + 1, 23, 59);
      expect(known.date(date)).toBe(medium.format(date));
      expect(known.month(date)).toBe(month.format(date));
      expect(known.shortMonth(date)).toBe(short.format(date));
    }
  });

  it('builds no Intl format for what it writes out', () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const dateFormat = vi.spyOn(Intl, 'DateTimeFormat');
    const known = knownFormats('nl');
    expect(
      [
        known?.number(1234),
        known?.percent(0.5),
        known?.euros(1234),
        known?.date(new Date(2026, 2, 12)),
      ].join(' | '),
    ).toBe('1.234 | 50% | €\u00a01.234 | 12 mrt 2026');
    expect(numberFormat).not.toHaveBeenCalled();
    expect(dateFormat).not.toHaveBeenCalled();
  });

  it('leaves what it does not write to Intl', () => {
    expect(knownFormats('de')).toBeUndefined();
    const nl = knownFormats('nl');
    const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat('nl', options);
    expect(nl?.number(1e21)).toBe(intl({}).format(1e21));
    expect(nl?.decimal(1.25e21)).toBe(intl({ maximumFractionDigits: 1 }).format(1.25e21));
    expect(nl?.decimal(1.25e-7)).toBe('0');
    expect(nl?.percent(1e21)).toBe(
      intl({ style: 'percent', maximumFractionDigits: 0 }).format(1e21),
    );
    expect(() => knownFormats('en')?.date(new Date('not a date'))).toThrow(RangeError);
  });
});
