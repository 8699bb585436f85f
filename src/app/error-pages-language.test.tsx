import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, test } from 'vitest';
import { CrashPage } from '@/features/errors/crash-page';
import { i18n } from '@/i18n/i18n';
import { getDb } from '@/mocks/db/store';
import { ACCOUNTS } from '@/mocks/testing';
import { failNext } from '@tests/utils/api';
import { renderApp } from '@tests/utils/render-app';

function speaksEnglish(persona: keyof typeof ACCOUNTS) {
  const row = getDb().users.find((candidate) => candidate.email === ACCOUNTS[persona]);
  if (!row) throw new Error(`The seed has no ${persona}.`);
  row.locale = 'en';
}

/** Anything on the page that looks like a translation key (`nav.home`, `topbar.profile_menu`). */
function rawKeys(): string[] {
  const texts = [
    document.body.textContent ?? '',
    ...[...document.querySelectorAll('[aria-label]')].map(
      (node) => node.getAttribute('aria-label') ?? '',
    ),
  ];
  return texts.flatMap((text) => text.match(/\b[a-z_]+\.[a-z_]+(\.[a-z_]+)*\b/g) ?? []);
}

describe('the not-found pages load the messages of their layout', () => {
  test.each(['/does-not-exist', '/unavailable'])(
    'a fresh load of %s while signed in shows a translated navigation and top bar',
    async (path) => {
      await renderApp(path, { as: 'lead' });

      const nav = await screen.findByRole('navigation', { name: 'Hoofdnavigatie' });
      expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeVisible();
      expect(await screen.findByRole('button', { name: /^Profielmenu van / })).toBeVisible();
      expect(screen.getByRole('heading', { level: 1, name: 'Helaas...' })).toBeVisible();
      expect(rawKeys()).toEqual([]);
    },
  );
});

describe('error pages in English', () => {
  test('the not-found page of a signed-in English user', async () => {
    speaksEnglish('lead');
    await renderApp('/does-not-exist', { as: 'lead', locale: 'en' });

    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Unfortunately...' })).toBeVisible();
    expect(screen.getByText('This page does not exist.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Back' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go home' })).toBeVisible();
    expect(rawKeys()).toEqual([]);
  });

  test('when the language file is what failed, the error page is still English', async () => {
    failNext('get', '*/api/language/auth.login', 500, 2);
    await renderApp('/login', { locale: 'en' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unfortunately...' }),
    ).toBeVisible();
    expect(
      screen.getByText('Something went wrong on our side. Please try again shortly.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.getByText('Error code 500')).toBeVisible();
  });

  test('the crash page', async () => {
    await i18n.changeLanguage('en');
    render(
      <I18nextProvider i18n={i18n}>
        <CrashPage error={new Error('boom')} showDetails={false} />
      </I18nextProvider>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Unfortunately...' })).toBeVisible();
    expect(screen.getByText('Something went wrong while showing this page.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go home' })).toBeVisible();
  });
});
