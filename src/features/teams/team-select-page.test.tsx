import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { getDb } from '@/mocks/db/store';
import { server } from '@/mocks/server';
import { useSessionStore } from '@/stores/session-store';
import { jsonBody, recordRequests } from '@tests/utils/api';
import { currentPath, renderApp } from '@tests/utils/render-app';
import { enterSearch } from '@tests/utils/search';

/** Requests the app sends to `pathname` in this test. */
function record(pathname: string) {
  const requests = recordRequests();
  return () => requests.all.filter((request) => new URL(request.url).pathname === pathname);
}

/** Twelve extra teams, so the admin (who works in every team) has 17: two pages. */
function addTeams() {
  const db = getDb();
  for (let n = 1; n <= 12; n += 1) {
    db.teams.push({
      id: 100 + n,
      company_id: 1,
      name: `Ploeg ${String(n).padStart(2, '0')}`,
      print_enabled: false,
      deleted_at: null,
      created_at: new Date().toISOString(),
    });
  }
}

const teamButtons = async () =>
  within(await screen.findByRole('list', { name: 'Uw teams' })).getAllByRole('button');

describe('choosing a team', () => {
  test('the teams come 10 at a time; "more" appends the next page', async () => {
    addTeams();
    const sent = record('/api/user/teams');
    const { user } = await renderApp('/team-select', { as: 'admin' });

    await waitFor(async () => expect(await teamButtons()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Meer teams tonen (10 van 17)' }));

    await waitFor(async () => expect(await teamButtons()).toHaveLength(17));
    expect((await teamButtons())[10]).toHaveFocus();
    const bodies = await Promise.all(sent().map(jsonBody));
    expect(bodies).toEqual([
      expect.objectContaining({ start: 0, size: 10, search: '' }),
      expect.objectContaining({ start: 10, size: 10, search: '' }),
    ]);
    expect(screen.queryByRole('button', { name: /Meer teams tonen/ })).toBeNull();
  });

  test('a search asks again from the first page, once typing pauses', async () => {
    addTeams();
    const sent = record('/api/user/teams');
    const { user } = await renderApp('/team-select', { as: 'admin' });
    await waitFor(async () => expect(await teamButtons()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: /Meer teams tonen/ }));
    await waitFor(async () => expect(await teamButtons()).toHaveLength(17));

    await enterSearch(user, screen.getByRole('searchbox', { name: 'Zoek een team' }), 'ploeg 1');

    await waitFor(async () =>
      expect((await teamButtons()).map((button) => button.textContent)).toEqual([
        'Ploeg 10',
        'Ploeg 11',
        'Ploeg 12',
      ]),
    );
    const bodies = await Promise.all(sent().map(jsonBody));
    expect(bodies).toHaveLength(3);
    expect(bodies[2]).toMatchObject({ start: 0, search: 'ploeg 1' });
  });

  test('the last team refused at start-up: the user opening a page is told so and picks one', async () => {
    server.use(
      http.get('*/api/session/team/:id', () =>
        HttpResponse.json({ message: 'x' }, { status: 500 }),
      ),
    );
    const { router } = await renderApp('/kaizen', { as: 'lead' });

    expect(await screen.findByText(/kon niet opnieuw actief worden gemaakt/)).toBeInTheDocument();
    expect(currentPath(router)).toMatch(/^\/team-select/);
    expect(useSessionStore.getState().status).toBe('signed-in');
  });

  test('the current team is shown and marked', async () => {
    await renderApp('/team-select', { as: 'lead' });

    expect(await screen.findByText('Uw actieve team is nu Productie.')).toBeInTheDocument();
    const [production] = await teamButtons();
    expect(production).toHaveTextContent('ProductieHuidig team');
    expect(production).toHaveAttribute('aria-current', 'true');
  });

  test('a choice is told to the server first, then the user goes to redir_url', async () => {
    const sent = record('/api/session/team/2');
    const { user, router } = await renderApp('/team-select?redir_url=%2Fkaizen%2Fapproved', {
      as: 'employee',
    });
    expect(await screen.findByText(/U heeft nog geen actief team/)).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Logistiek' }));

    await waitFor(() => expect(currentPath(router)).toBe('/kaizen/approved'));
    expect(sent().map((request) => request.method)).toEqual(['GET']);
    expect(useSessionStore.getState().user?.active_team).toMatchObject({
      id: 2,
      name: 'Logistiek',
    });
  });

  test('?kaizen=5 opens that kaizen afterwards', async () => {
    const { user, router } = await renderApp('/team-select?kaizen=5&redir_url=%2Fhome', {
      as: 'employee',
    });

    await user.click(await screen.findByRole('button', { name: 'Productie' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/kaizen/5'));
  });

  test.each([
    'https://evil.example/',
    '//evil.example',
    '/%2F%2Fevil.example',
    'javascript:alert(1)',
  ])('a hostile redir_url (%s) lands on /home', async (hostile) => {
    const url = `/team-select?redir_url=${encodeURIComponent(hostile)}`;
    const { user, router } = await renderApp(url, { as: 'employee' });

    await user.click(await screen.findByRole('button', { name: 'Productie' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  test('?team_id=2 highlights and focuses that team', async () => {
    await renderApp('/team-select?team_id=2', { as: 'employee' });

    const suggested = await screen.findByRole('button', { name: /Logistiek/ });
    await waitFor(() => expect(suggested).toHaveFocus());
    expect(suggested).toHaveAccessibleDescription('Voorgesteld');
  });

  test('a refused change says why and stays', async () => {
    server.use(
      http.get('*/api/session/team/:id', () =>
        HttpResponse.json({ message: 'Nee' }, { status: 403 }),
      ),
    );
    const { user, router } = await renderApp('/team-select', { as: 'employee' });

    await user.click(await screen.findByRole('button', { name: 'Logistiek' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /U heeft hier \(niet meer\) de rechten voor/,
    );
    expect(router.state.location.pathname).toBe('/team-select');
    expect(screen.getByRole('button', { name: 'Logistiek' })).toBeEnabled();
  });
});
