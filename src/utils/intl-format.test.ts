// @vitest-environment node
import { expect, test } from 'vitest';
import { collator, dateTimeFormat, numberFormat, relativeTimeFormat } from './intl-format';
import { countBuilt } from '@tests/utils/count-built';

test('a format is built once per locale and options, and used again after', () => {
  const build = countBuilt('DateTimeFormat');

  const first = dateTimeFormat('nl', { dateStyle: 'medium' });
  const again = dateTimeFormat('nl', { dateStyle: 'medium' });

  expect(again).toBe(first);
  expect(build).toHaveBeenCalledTimes(1);
});

test('another locale or other options get a format of their own, with their own output', () => {
  const date = new Date(Date.UTC(2024, 2, 12, 12));

  expect(dateTimeFormat('nl', { dateStyle: 'long', timeZone: 'UTC' }).format(date)).toBe(
    '12 maart 2024',
  );
  expect(dateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(date)).toBe(
    'March 12, 2024',
  );
  expect(numberFormat('nl', { maximumFractionDigits: 1 }).format(4.55)).toBe('4,6');
  expect(numberFormat('nl', { maximumFractionDigits: 2 }).format(4.555)).toBe('4,56');
});

test('sorting with a collator compares without building one per comparison', () => {
  const build = countBuilt('Collator');
  const names = ['beta', 'Alpha', 'gamma', 'alpha'];

  const sorted = [...names].sort(collator(undefined, { sensitivity: 'base' }).compare);

  expect(sorted).toEqual(['Alpha', 'alpha', 'beta', 'gamma']);
  expect(build).toHaveBeenCalledTimes(1);
});

test('a date, a number and a collator with the same locale and options are three things', () => {
  const date = dateTimeFormat('nl', {});
  const number = numberFormat('nl');
  const compare = collator('nl', {});

  expect(date).toBeInstanceOf(Intl.DateTimeFormat);
  expect(number).toBeInstanceOf(Intl.NumberFormat);
  expect(compare).toBeInstanceOf(Intl.Collator);
  expect(numberFormat('nl', {})).toBe(number);
});

test("the browser's own locale is a locale of its own", () => {
  expect(numberFormat(undefined, { minimumFractionDigits: 3 })).not.toBe(
    numberFormat('de', { minimumFractionDigits: 3 }),
  );
  expect(numberFormat('de', { minimumFractionDigits: 3 }).format(1)).toBe('1,000');
});

test('a relative time is built once per locale and options too', () => {
  const build = countBuilt('RelativeTimeFormat');

  const first = relativeTimeFormat('nl', { numeric: 'auto' });

  expect(relativeTimeFormat('nl', { numeric: 'auto' })).toBe(first);
  expect(first.format(-1, 'day')).toBe('gisteren');
  expect(relativeTimeFormat('en').format(2, 'hour')).toBe('in 2 hours');
  expect(build).toHaveBeenCalledTimes(2);
});
