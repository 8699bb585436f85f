import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { i18n } from './i18n';
import { forgetTexts, useTranslation } from './use-translation';

function Texts({ namespaces }: { namespaces?: string | string[] }) {
  const { t } = useTranslation(namespaces);
  return (
    <p>
      {t('probe.title')} / {t('probe.count', { count: 2 })} / {t('base:probe.base_only')}
    </p>
  );
}

function addTexts(locale: string, title: string) {
  i18n.addResourceBundle(locale, 'probe.page', { probe: { title } }, true, true);
  i18n.addResourceBundle(
    locale,
    'base',
    { probe: { base_only: `base ${locale}`, count_one: 'one', count_other: '{{count}} items' } },
    true,
    true,
  );
}

describe('useTranslation', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('nl'));
  });

  test('a text is looked up once, whoever draws it and however often', async () => {
    addTexts('nl', 'Titel');
    await act(() => i18n.changeLanguage('nl'));
    const lookups = vi.spyOn(i18n, 't');
    const { rerender } = render(<Texts namespaces={['probe.page', 'base']} />);
    rerender(<Texts namespaces={['probe.page', 'base']} />);
    render(<Texts namespaces="probe.page" />);

    expect(screen.getAllByText('Titel / 2 items / base nl')).toHaveLength(2);
    const keys = lookups.mock.calls.map(([key]) => String(key));
    expect(keys.filter((key) => key === 'probe.title')).toHaveLength(1);
    expect(keys.filter((key) => key === 'base:probe.base_only')).toHaveLength(1);
    // With options the text depends on them: asked each time.
    expect(keys.filter((key) => key === 'probe.count')).toHaveLength(3);
    lookups.mockRestore();
  });

  test('a new language, a file that comes and one added quietly each bring their texts', async () => {
    addTexts('nl', 'Titel');
    addTexts('en', 'Title');
    await act(() => i18n.changeLanguage('nl'));
    const { rerender } = render(<Texts namespaces="probe.page" />);
    expect(screen.getByText('Titel / 2 items / base nl')).toBeInTheDocument();

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Title / 2 items / base en')).toBeInTheDocument();

    act(() => i18n.addResourceBundle('en', 'probe.page', { probe: { title: 'New' } }, true, true));
    expect(screen.getByText('New / 2 items / base en')).toBeInTheDocument();

    // Added without telling the page (a file fetched ahead): the next drawing finds it.
    i18n.addResourceBundle('en', 'probe.page', { probe: { title: 'Quiet' } }, true, true, {
      silent: true,
    });
    forgetTexts();
    rerender(<Texts namespaces="probe.page" />);
    expect(screen.getByText('Quiet / 2 items / base en')).toBeInTheDocument();
  });

  test('without a namespace, the texts are the base ones', async () => {
    addTexts('nl', 'Titel');
    await act(() => i18n.changeLanguage('nl'));
    render(<Texts />);
    expect(screen.getByText(/base nl/)).toBeInTheDocument();
  });
});
