import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { i18n } from './i18n';
import { recordTextLookups } from '@tests/utils/text-lookups';
import { forgetTexts, useTranslation } from './use-translation';

function Texts({ namespaces }: { namespaces?: string | string[] }) {
  const { t } = useTranslation(namespaces);
  return (
    <p>
      {t('probe.title')} / {t('probe.count', { count: 2 })} / {t('base:probe.base_only')} /{' '}
      {t('probe.fallback')} / {t('probe.filled')}
    </p>
  );
}

function addTexts(locale: string, title: string) {
  i18n.addResourceBundle(locale, 'probe.page', { probe: { title } }, true, true);
  i18n.addResourceBundle(
    locale,
    'base',
    {
      probe: {
        base_only: `base ${locale}`,
        fallback: 'from base',
        filled: 'with $t(probe.fallback)',
        count_one: 'one',
        count_other: '{{count}} items',
      },
    },
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
    const firstLookups = recordTextLookups();
    const { rerender } = render(<Texts namespaces={['probe.page', 'base']} />);
    const first = firstLookups();
    vi.restoreAllMocks();
    const laterLookups = recordTextLookups({ anew: false });
    rerender(<Texts namespaces={['probe.page', 'base']} />);
    render(<Texts namespaces="probe.page" />);

    const shown = 'Titel / 2 items / base nl / from base / with from base';
    expect(screen.getAllByText(shown)).toHaveLength(2);
    const plain = ['probe.title', 'probe.base_only', 'probe.fallback', 'probe.filled'];
    expect(first).toEqual(expect.arrayContaining([...plain, 'probe.count']));
    // Drawn again, here or elsewhere: only the text with options is asked for again.
    expect(laterLookups()).toEqual(['probe.count', 'probe.count']);
    vi.restoreAllMocks();
  });

  test('a new language, a file that comes and one added quietly each bring their texts', async () => {
    addTexts('nl', 'Titel');
    addTexts('en', 'Title');
    await act(() => i18n.changeLanguage('nl'));
    const { rerender } = render(<Texts namespaces="probe.page" />);
    expect(
      screen.getByText('Titel / 2 items / base nl / from base / with from base'),
    ).toBeInTheDocument();

    await act(() => i18n.changeLanguage('en'));
    expect(
      screen.getByText('Title / 2 items / base en / from base / with from base'),
    ).toBeInTheDocument();

    act(() => i18n.addResourceBundle('en', 'probe.page', { probe: { title: 'New' } }, true, true));
    expect(
      screen.getByText('New / 2 items / base en / from base / with from base'),
    ).toBeInTheDocument();

    // Added without telling the page (a file fetched ahead): the next drawing finds it.
    i18n.addResourceBundle('en', 'probe.page', { probe: { title: 'Quiet' } }, true, true, {
      silent: true,
    });
    forgetTexts();
    rerender(<Texts namespaces="probe.page" />);
    expect(
      screen.getByText('Quiet / 2 items / base en / from base / with from base'),
    ).toBeInTheDocument();
  });

  test('without a namespace, the texts are the base ones', async () => {
    addTexts('nl', 'Titel');
    await act(() => i18n.changeLanguage('nl'));
    render(<Texts />);
    expect(screen.getByText(/base nl/)).toBeInTheDocument();
  });
  test("a text with values is filled in from the page's namespace, or the one the call names, in the language shown", async () => {
    for (const [locale, hello] of [
      ['nl', 'Hallo'],
      ['en', 'Hello'],
    ]) {
      i18n.addResourceBundle(
        locale,
        'probe.page',
        { probe: { hello: `${hello} {{name}}` } },
        true,
        true,
      );
      i18n.addResourceBundle(locale, 'base', { probe: { hello: `base {{name}}` } }, true, true);
    }
    function Greetings() {
      const { t } = useTranslation('probe.page');
      return (
        <p>
          {t('probe.hello', { name: 'Anna' })} / {t('probe.hello', { ns: 'base', name: 'Bo' })}
        </p>
      );
    }
    await act(() => i18n.changeLanguage('nl'));
    render(<Greetings />);
    expect(screen.getByText('Hallo Anna / base Bo')).toBeInTheDocument();

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Hello Anna / base Bo')).toBeInTheDocument();
  });
});
