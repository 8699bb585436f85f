import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, onTestFinished, test } from 'vitest';
import { onSessionExpired } from '@/api/http';
import { server } from '@/mocks/server';
import { renderApp } from '@tests/utils/render-app';

describe('arriving at a signed-out page', () => {
  test.each([
    ['/login', 'Inloggen'],
    ['/sign-up', 'Account aanmaken'],
    ['/password/reset', 'Wachtwoord vergeten'],
    ['/password/new/some-token?email=a%40b.nl', 'Nieuw wachtwoord instellen'],
  ])('%s has its own tab title', async (url, title) => {
    await renderApp(url);

    await screen.findByRole('heading', { level: 1, name: title });
    await waitFor(() => expect(document.title).toBe(`${title} · Quick & Easy Kaizen`));
  });

  test("a guest's session locale answered 401 leaves the page as it is: no session ended", async () => {
    server.use(
      http.get('*/api/session/locale/:locale', () => new HttpResponse(null, { status: 401 })),
    );
    const { router } = await renderApp('/sign-up');
    // Heard after the app's own expiry watcher, which the page subscribed first.
    let heard = false;
    onTestFinished(onSessionExpired(() => (heard = true)));

    await screen.findByRole('heading', { level: 1, name: 'Account aanmaken' });
    await waitFor(() => expect(heard).toBe(true));
    await act(async () => undefined);
    expect(router.state).toMatchObject({
      location: { pathname: '/sign-up' },
      navigation: { state: 'idle' },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Account aanmaken');
  });

  test('the tab title follows the language', async () => {
    await renderApp('/login', { locale: 'en' });

    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await waitFor(() => expect(document.title).toBe('Sign in · Quick & Easy Kaizen'));
  });

  test('at / signed out, the focus lands in the login field, not on the heading', async () => {
    await renderApp('/');

    const field = await screen.findByLabelText('E-mailadres of gebruikersnaam');
    await waitFor(() => expect(field).toHaveFocus());
    expect(document.title).toBe('Inloggen · Quick & Easy Kaizen');
  });

  test("following a link to another signed-out page focuses that page's first field", async () => {
    const { user } = await renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Account aanmaken' }));

    const name = await screen.findByLabelText('Naam');
    await waitFor(() => expect(name).toHaveFocus());

    await user.click(screen.getByRole('link', { name: 'Inloggen' }));
    const login = await screen.findByLabelText('E-mailadres of gebruikersnaam');
    await waitFor(() => expect(login).toHaveFocus());
  });

  test.each([
    ['Account aanmaken', 'Naam', 'Account aanmaken'],
    ['Wachtwoord vergeten?', 'E-mailadres', 'Wachtwoord vergeten'],
  ])(
    'going from the sign-in page to "%s" announces that page by its own name, not the dashboard',
    async (link, field, title) => {
      const { user } = await renderApp('/login');
      await user.click(await screen.findByRole('link', { name: link }));
      await screen.findByLabelText(field);

      const named = `${title} · Quick & Easy Kaizen`;
      await waitFor(() => expect(document.title).toBe(named));
      await waitFor(() =>
        expect(
          document.querySelector('[aria-live="polite"][aria-atomic="true"]'),
        ).toHaveTextContent(named),
      );
      expect(document.title).not.toContain('Dashboard');
    },
  );

  test('the login field brings up the keyboard with "@" and takes what the browser kept', async () => {
    await renderApp('/login');

    const field = await screen.findByLabelText('E-mailadres of gebruikersnaam');
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveAttribute('inputmode', 'email');
    expect(field).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Wachtwoord')).toHaveAttribute('autocomplete', 'current-password');
  });
});
