import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import { server } from '@/mocks/server';
import { useSessionStore } from '@/stores/session-store';
import { recordRequests } from '@tests/utils/api';
import { currentPath, renderApp } from '@tests/utils/render-app';

// The approved list writes its state into the address as it opens: the way back keeps it.
const APPROVED_LIST = '/kaizen/approved?sort=decided_at&dir=desc&page=1';

describe('a session that expires mid-use', () => {
  test.each([401, 419])(
    'a %i from the API clears the user and asks to sign in again, then returns',
    async (status) => {
      const { router, user } = await renderApp('/help/faq', { as: 'lead' });
      await screen.findByRole('heading', { level: 1 });
      server.use(
        http.post('*/api/kaizen/table/approved', () =>
          HttpResponse.json({ message: 'Unauthenticated.' }, { status }),
        ),
      );
      await act(() => router.navigate('/kaizen/approved'));

      await waitFor(() =>
        expect(currentPath(router)).toBe(`/login?redir_url=${encodeURIComponent(APPROVED_LIST)}`),
      );
      expect(useSessionStore.getState().user).toBeNull();
      // The router is on /login once its loads settled, before the login page is drawn; till
      // then the list stays on screen and says the same about its own failed call.
      await screen.findByRole('heading', { name: 'Inloggen' });
      expect(screen.getByText(/Uw sessie is verlopen/)).toBeInTheDocument();

      server.resetHandlers();
      await user.type(screen.getByLabelText('E-mailadres of gebruikersnaam'), 'lead@kaizen.demo');
      await user.type(screen.getByLabelText('Wachtwoord'), 'kaizen');
      await user.click(screen.getByRole('button', { name: 'Inloggen' }));
      await waitFor(() => expect(currentPath(router)).toBe(APPROVED_LIST));
    },
  );
});

/**
 * Laravel's VerifyCsrfToken in front of the demo backend, after the server session ended: the
 * browser still holds the old token, so a write gets 419 until GET /verified (through the
 * session middleware) hands out a new one.
 */
function laravelCsrf() {
  const ended = 'of-the-ended-session';
  document.cookie = `XSRF-TOKEN=${ended}`;
  const refused: string[] = [];
  server.use(
    http.get('*/verified', () => {
      document.cookie = 'XSRF-TOKEN=fresh';
      return undefined;
    }),
    // The ended session's token is refused, and none at all; a token from since (the one
    // /verified set, the one the sign-in's answer set) is the session's.
    http.post('*', ({ request }) => {
      const sent = request.headers.get('X-XSRF-TOKEN');
      if (sent !== null && sent !== ended) return undefined;
      refused.push(new URL(request.url).pathname);
      return HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 });
    }),
  );
  return { refused };
}

describe('CSRF renewal (Laravel answers 419)', () => {
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  test('after a 419 mid-use, signing in works at the first click', async () => {
    const { router, user } = await renderApp('/help/faq', { as: 'lead' });
    await screen.findByRole('heading', { level: 1 });
    const csrf = laravelCsrf();
    await act(() => router.navigate('/kaizen/approved'));
    await waitFor(() =>
      expect(currentPath(router)).toBe(`/login?redir_url=${encodeURIComponent(APPROVED_LIST)}`),
    );
    await screen.findByRole('heading', { name: 'Inloggen' });
    const sent = recordRequests();

    await user.type(screen.getByLabelText('E-mailadres of gebruikersnaam'), 'lead@kaizen.demo');
    await user.type(screen.getByLabelText('Wachtwoord'), 'kaizen');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));

    await waitFor(() => expect(currentPath(router)).toBe(APPROVED_LIST));
    expect(sent.to('POST /login')).toHaveLength(1);
    expect(csrf.refused).toEqual(['/api/kaizen/table/approved']);
  });

  test('a login page left open past the session lifetime signs in at the first click', async () => {
    const { router, user } = await renderApp('/login?redir_url=%2Fhelp%2Ffaq');
    await screen.findByRole('heading', { name: 'Inloggen' });
    const csrf = laravelCsrf();
    const sent = recordRequests();

    await user.type(screen.getByLabelText('E-mailadres of gebruikersnaam'), 'lead@kaizen.demo');
    await user.type(screen.getByLabelText('Wachtwoord'), 'kaizen');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));

    await waitFor(() => expect(currentPath(router)).toBe('/help/faq'));
    expect(csrf.refused).toEqual(['/login']);
    expect(sent.to('POST /login')).toHaveLength(2);
    expect(sent.to('GET /verified')).toHaveLength(1);
    expect(screen.queryByText(/sessie is verlopen/)).not.toBeInTheDocument();
  });

  test('a sign-in refused even after renewal says the page was open too long, not that a session expired', async () => {
    await renderApp('/login');
    await screen.findByRole('heading', { name: 'Inloggen' });
    server.use(
      http.post('*/login', () =>
        HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 }),
      ),
    );
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('E-mailadres of gebruikersnaam'), 'lead@kaizen.demo');
    await user.type(screen.getByLabelText('Wachtwoord'), 'kaizen');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));

    expect(await screen.findByText(/te lang open/)).toBeInTheDocument();
    expect(screen.queryByText(/sessie is verlopen/)).not.toBeInTheDocument();
    expect(screen.queryByText(/CSRF/)).not.toBeInTheDocument();
  });
});
