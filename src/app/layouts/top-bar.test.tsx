import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, test } from 'vitest';
import { notify } from '@/components/toasts';
import { i18n } from '@/i18n/i18n';
import { server } from '@/mocks/server';
import { useSessionStore } from '@/stores/session-store';
import { answer } from '@tests/utils/api';
import { renderLayout, resetLayoutState, signInAs } from './layout-test-utils';

const dutchAndEnglish = [
  { code: 'nl', name: 'Nederlands' },
  { code: 'en', name: 'English' },
];

beforeEach(resetLayoutState);

describe('company and team', () => {
  test('shows the company logo, named after the company, and the active team, which leads to team selection', async () => {
    signInAs({ logo_src: '/storage/logos/acme.png', active_team: { id: 4, name: 'Assembly' } });
    renderLayout();
    expect(await screen.findByRole('img', { name: 'Acme Verpakkingen' })).toHaveAttribute(
      'src',
      '/storage/logos/acme.png',
    );
    const team = screen.getByRole('link', { name: 'Actief team: Assembly' });
    expect(team).toHaveAttribute('href', '/team-select');
  });

  test("the logo is named after the product while the company's name is unknown", async () => {
    const asked = answer('get', '*/api/company', { message: 'Server error' }, { status: 500 });
    signInAs({ logo_src: '/storage/logos/acme.png' });
    renderLayout();

    expect(screen.getByRole('img', { name: 'Quick & Easy Kaizen' })).toBeInTheDocument();
    await waitFor(() => expect(asked.all.length).toBeGreaterThan(0));
    expect(screen.getByRole('img', { name: 'Quick & Easy Kaizen' })).toBeInTheDocument();
  });

  test('says so when no team is chosen', () => {
    signInAs({ active_team: null });
    renderLayout(['/user']);
    expect(screen.getByRole('link', { name: /Geen team gekozen/ })).toHaveAttribute(
      'href',
      '/team-select',
    );
  });
});

test('toasts show below the top bar, never over its flags, team link or profile menu', async () => {
  signInAs();
  renderLayout();
  const bar = screen.getByRole('banner');
  bar.getBoundingClientRect = () => ({ ...new DOMRect(0, 0, 1024, 56), bottom: 56 });

  act(() => {
    notify({ header: 'Opgeslagen', content: '' });
  });

  const toast = (await screen.findByText('Opgeslagen')).closest('[role="status"]');
  expect(toast?.parentElement).toHaveStyle({ top: '64px' });
});

describe('language flags', () => {
  test('are hidden when the user has only one language', () => {
    signInAs({ languages: [{ code: 'nl', name: 'Nederlands' }] });
    renderLayout();
    expect(screen.queryByRole('group', { name: 'Taal kiezen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Wissel naar/ })).not.toBeInTheDocument();
  });

  test('mark the current language as pressed', () => {
    signInAs({ languages: dutchAndEnglish });
    renderLayout();
    const flags = within(screen.getByRole('group', { name: 'Taal kiezen' }));
    expect(flags.getByRole('button', { name: 'Wissel naar Nederlands' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(flags.getByRole('button', { name: 'Wissel naar English' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test("a flag's label is read in the page's language: no lang of the flag's own on it", () => {
    signInAs({ languages: dutchAndEnglish });
    renderLayout();
    const english = within(screen.getByRole('group', { name: 'Taal kiezen' })).getByRole('button', {
      name: 'Wissel naar English',
    });
    expect(english.closest('[lang]')?.getAttribute('lang') ?? null).not.toBe('en');
  });

  test('choosing a flag tells the server, switches the texts and updates the user', async () => {
    signInAs({ languages: dutchAndEnglish, locale: 'nl' });
    const received = answer('get', '/api/session/locale/:locale', {});
    renderLayout();

    await userEvent.click(screen.getByRole('button', { name: 'Wissel naar English' }));

    expect(await screen.findByRole('button', { name: 'Switch to English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(new URL(received.only.url).pathname).toBe('/api/session/locale/en');
    expect(i18n.language).toBe('en');
    expect(useSessionStore.getState().user?.locale).toBe('en');
  });

  test('while the change waits for the server it says it is busy, then goes through', async () => {
    signInAs({ languages: dutchAndEnglish, locale: 'nl' });
    let answerLocale = () => undefined as void;
    const held = new Promise<void>((resolve) => (answerLocale = resolve));
    server.use(
      http.get('/api/session/locale/:locale', async () => {
        await held;
        return HttpResponse.json({});
      }),
    );
    renderLayout();

    await userEvent.click(screen.getByRole('button', { name: 'Wissel naar English' }));

    expect(await screen.findByText('De taal wordt gewijzigd…')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Taal|Language/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    answerLocale();
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(screen.queryByText('De taal wordt gewijzigd…')).toBeNull();
  });

  test('a failed switch keeps the language and shows an error toast', async () => {
    signInAs({ languages: dutchAndEnglish, locale: 'nl' });
    server.use(
      http.get('/api/session/locale/:locale', () =>
        HttpResponse.json({ message: 'Down' }, { status: 500 }),
      ),
    );
    renderLayout();

    await userEvent.click(screen.getByRole('button', { name: 'Wissel naar English' }));

    // A danger toast is an alert: read out at once.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'De taal kon niet worden gewijzigd. Probeer het opnieuw.',
    );
    expect(i18n.language).toBe('nl');
    expect(useSessionStore.getState().user?.locale).toBe('nl');
  });
});
