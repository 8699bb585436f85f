import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { server } from '@/mocks/server';
import { useSessionStore } from '@/stores/session-store';
import { currentPath, renderApp } from '@tests/utils/render-app';

describe('route guards', () => {
  test.each(['/build/', '/build'])('%s (the address Vite prints) opens the app', async (url) => {
    const { router } = await renderApp(url, { as: 'lead' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  test('without a session a signed-in page sends to /login with redir_url', async () => {
    const { router } = await renderApp('/kaizen/approved?page=2');
    await waitFor(() =>
      expect(currentPath(router)).toBe('/login?redir_url=%2Fkaizen%2Fapproved%3Fpage%3D2'),
    );
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  test('without an active team a team page sends to /team-select, to come back after', async () => {
    const { router } = await renderApp('/home', { as: 'employee' });
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(currentPath(router)).toBe('/team-select?redir_url=%2Fhome');
    expect(screen.getByRole('heading', { level: 1, name: 'Kies een team' })).toBeInTheDocument();
  });

  test.each(['/home?kaizen=3', '/home?team_id=2'])(
    'a %s address skips team selection',
    async (url) => {
      const { router } = await renderApp(url, { as: 'employee' });
      await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
      expect(currentPath(router)).toBe(url);
      expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    },
  );

  test('team selection itself needs no active team', async () => {
    const { router } = await renderApp('/team-select', { as: 'employee' });
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(currentPath(router)).toBe('/team-select');
    expect(screen.getByRole('heading', { level: 1, name: 'Kies een team' })).toBeInTheDocument();
  });

  test('a signed-in user who opens the logged-out pages goes to /home', async () => {
    const { router } = await renderApp('/login', { as: 'lead' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  test('a route the user may not open shows the client-error page', async () => {
    const { router } = await renderApp('/user', { as: 'employee', activeTeamId: 1 });
    expect(await screen.findByRole('heading', { name: 'Helaas...' })).toBeInTheDocument();
    expect(screen.getByText(/Foutcode 403/)).toBeInTheDocument();
    // A guard's answer carries no words: nothing like "{}" under the status.
    expect(screen.queryByText(/^\s*\{\s*\}\s*$/)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user');
  });

  test("a route the user may not open is refused even when its page's files cannot load", async () => {
    const { router } = await renderApp('/home', { as: 'employee', activeTeamId: 1 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    server.use(http.get('*/api/language/user.index', () => HttpResponse.error()));

    await act(() => router.navigate('/user'));

    expect(await screen.findByText(/Foutcode 403/)).toBeInTheDocument();
  });

  test('the guards answer again for each path: a session gone meanwhile sends the next page to /login', async () => {
    const { router } = await renderApp('/home', { as: 'lead' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    act(() => useSessionStore.setState({ user: null }));
    await act(() => router.navigate('/kaizen/approved'));

    await waitFor(() => expect(currentPath(router)).toBe('/login?redir_url=%2Fkaizen%2Fapproved'));
  });

  test('signed out, the logged-out pages open', async () => {
    const { router } = await renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Inloggen' })).toBeVisible();
    expect(currentPath(router)).toBe('/login');
  });

  test('an unknown address shows the not-found page', async () => {
    await renderApp('/does-not-exist');
    expect(await screen.findByText('Deze pagina bestaat niet.')).toBeInTheDocument();
  });
});
