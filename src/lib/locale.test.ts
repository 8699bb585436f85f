import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import { i18n, initialLocale, rememberLocale } from '@/i18n/i18n';
import { loadLanguageFile, resetLanguageFiles } from '@/i18n/language-files';
import { server } from '@/mocks/server';
import { changeLocale, initLocale, resolveLocale } from './locale';

describe('choosing the locale (spec §4)', () => {
  test('the current locale stays while it is allowed', () => {
    expect(resolveLocale('en', ['nl', 'en'])).toBe('en');
  });

  test('when the allowed languages no longer hold it, the first allowed one is chosen', () => {
    expect(resolveLocale('en', ['nl'])).toBe('nl');
    expect(resolveLocale('de', ['en', 'nl'])).toBe('en');
  });

  test('with no list of allowed languages the locale is kept', () => {
    expect(resolveLocale('nl', [])).toBe('nl');
  });
});

describe('changing the locale', () => {
  afterEach(async () => {
    resetLanguageFiles();
    await i18n.changeLanguage('nl');
  });

  test('tells the server first, then reloads every file in use, then switches', async () => {
    const order: string[] = [];
    server.use(
      http.get('*/api/session/locale/:locale', ({ params }) => {
        order.push(`session ${String(params.locale)}`);
        return HttpResponse.json({});
      }),
      http.get('*/api/language/:page', ({ params, request }) => {
        const locale = request.headers.get('Accept-Language') ?? '?';
        order.push(`file ${String(params.page)} ${locale}`);
        return HttpResponse.json({ [String(params.page)]: { title: `${locale} title` } });
      }),
    );
    await i18n.changeLanguage('nl');
    await loadLanguageFile('help.faq', 'nl');
    order.length = 0;

    await changeLocale('en');

    expect(order).toEqual(['session en', 'file help.faq en']);
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('title', { ns: 'help.faq' })).toBe('en title');
  });

  test('a refused change keeps the current language', async () => {
    server.use(
      http.get('*/api/session/locale/:locale', () =>
        HttpResponse.json({ message: 'Onbekende taal' }, { status: 422 }),
      ),
    );
    await i18n.changeLanguage('nl');
    await expect(changeLocale('fr')).rejects.toMatchObject({ status: 422 });
    expect(i18n.language).toBe('nl');
  });
});

describe('the locale at start-up', () => {
  afterEach(async () => {
    await i18n.changeLanguage('nl');
    initLocale();
  });

  test("is the page's language and the next start's, without asking the server", async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/session/locale/:locale', ({ params }) => {
        asked.push(String(params.locale));
        return HttpResponse.json({});
      }),
    );
    rememberLocale('nl');
    document.documentElement.lang = 'nl';
    await i18n.changeLanguage('en');

    initLocale();

    expect(document.documentElement.lang).toBe('en');
    expect(initialLocale()).toBe('en');
    expect(asked).toEqual([]);
  });
});
