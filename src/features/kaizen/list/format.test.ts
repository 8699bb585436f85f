// @vitest-environment node
import { expect, test } from 'vitest';
import { formatDate } from './format';
import { countBuilt } from '@tests/utils/count-built';

test('a page of dates in Dutch builds no Intl format; in another language, one, not one per cell', () => {
  const build = countBuilt('DateTimeFormat');
  const dates = Array.from(
    { length: 25 },
    (_, day) => `2024-03-${String(day + 1).padStart(2, '0')}T10:00:00Z`,
  );

  const shown = dates.map((date) => formatDate(date, 'nl'));
  expect(shown[11]).toBe('12 mrt 2024');
  expect(build).not.toHaveBeenCalled();

  const german = dates.map((date) => formatDate(date, 'de'));
  expect(german[11]).toBe('12.03.2024');
  expect(build).toHaveBeenCalledTimes(1);
});

test('no date or an unreadable one shows nothing', () => {
  expect(formatDate(null, 'nl')).toBe('');
  expect(formatDate('not a date', 'nl')).toBe('');
});
