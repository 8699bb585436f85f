import { act, render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useTranslation } from '@/i18n/use-translation';
import { afterEach, describe, expect, test } from 'vitest';
import { server } from '@/mocks/server';
import { i18n } from './i18n';
import { loadLanguageFile, resetLanguageFiles } from './language-files';

function serveLanguageFiles() {
  const requests: { page: string; withBase: string | null; locale: string | null }[] = [];
  server.use(
    http.get('*/api/language/:page', ({ request, params }) => {
      const url = new URL(request.url);
      const locale = request.headers.get('Accept-Language');
      requests.push({
        page: String(params.page),
        withBase: url.searchParams.get('withBase'),
        locale,
      });
      return HttpResponse.json({
        base: { common: { save: locale === 'en' ? 'Save' : 'Opslaan' } },
        [String(params.page)]: { title: `${String(params.page)} (${locale})` },
      });
    }),
  );
  return requests;
}

describe('language files', () => {
  afterEach(() => resetLanguageFiles());

  test('each file is requested once per locale, with its base messages', async () => {
    const requests = serveLanguageFiles();
    await Promise.all([loadLanguageFile('kaizen.new', 'nl'), loadLanguageFile('kaizen.new', 'nl')]);
    await loadLanguageFile('kaizen.new', 'nl');
    await loadLanguageFile('home.home', 'nl');
    await loadLanguageFile('kaizen.new', 'en');
    expect(requests).toEqual([
      { page: 'kaizen.new', withBase: 'true', locale: 'nl' },
      { page: 'home.home', withBase: 'true', locale: 'nl' },
      { page: 'kaizen.new', withBase: 'true', locale: 'en' },
    ]);
    expect(i18n.getResource('nl', 'kaizen.new', 'title')).toBe('kaizen.new (nl)');
    expect(i18n.getResource('en', 'base', 'common.save')).toBe('Save');
  });

  test('a file fetched ahead (quiet) re-renders nothing on screen; a file loaded for the page does', async () => {
    serveLanguageFiles();
    let renders = 0;
    function Translated() {
      renders += 1;
      const { t } = useTranslation();
      return <p>{t('common.save')}</p>;
    }
    render(<Translated />);
    const before = renders;

    await act(() => loadLanguageFile('help.faq', 'nl', { quiet: true }));

    expect(i18n.getResource('nl', 'help.faq', 'title')).toBe('help.faq (nl)');
    expect(renders).toBe(before);

    await act(() => loadLanguageFile('help.about', 'nl'));

    expect(renders).toBeGreaterThan(before);
  });

  test('a failed load is retried on the next request', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/language/:page', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'down' }, { status: 503 })
          : HttpResponse.json({ 'help.faq': { title: 'FAQ' } });
      }),
    );
    await expect(loadLanguageFile('help.faq', 'nl')).rejects.toMatchObject({ status: 503 });
    await loadLanguageFile('help.faq', 'nl');
    expect(calls).toBe(2);
  });
});
