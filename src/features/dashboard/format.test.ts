import { renderHook } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { countBuilt } from '@tests/utils/count-built';
import { useFormatters } from './format';

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('nl');
});

test('the components of a dashboard share one set of formats per locale, not one each', async () => {
  await i18n.changeLanguage('nl');
  const dateFormats = countBuilt('DateTimeFormat');

  const first = renderHook(() => useFormatters());
  renderHook(() => useFormatters());
  renderHook(() => useFormatters());

  // Built at most once for Dutch (three date formats), whichever test built them first.
  expect(dateFormats.mock.calls.length).toBeLessThanOrEqual(3);
  expect(first.result.current.number(12345)).toBe('12.345');
  expect(first.result.current.date('2024-03-12T10:00:00Z')).toBe('12 mrt 2024');
});

test('another locale gets formats of its own', async () => {
  await i18n.changeLanguage('en');

  const { result } = renderHook(() => useFormatters());

  expect(result.current.number(12345)).toBe('12,345');
  expect(result.current.decimal(4.56)).toBe('4.6');
});
