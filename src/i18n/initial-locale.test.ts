import { afterEach, describe, expect, test, vi } from 'vitest';

afterEach(() => vi.restoreAllMocks());

async function freshI18n() {
  vi.resetModules();
  const { i18n } = await import('./i18n');
  return i18n;
}

describe('the locale remembered on this device', () => {
  test('one the app has texts for is used', async () => {
    localStorage.setItem('qek_locale', 'nl');
    expect((await freshI18n()).language).toBe('nl');
  });

  test('one it has no texts for is dropped: the browser language is used', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-GB');
    localStorage.setItem('qek_locale', 'de');

    expect((await freshI18n()).language).toBe('en');
    expect(localStorage.getItem('qek_locale')).toBeNull();
  });
});
