import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { getDb } from '@/mocks/db/store';
import { jsonBody, recordRequests } from '@tests/utils/api';
import { renderApp } from '@tests/utils/render-app';

function recordFilters() {
  const requests = recordRequests();
  const filters = () => requests.to('POST /api/team/filter');
  return { last: () => jsonBody(filters()[filters().length - 1]), count: () => filters().length };
}

const table = (name: string) => screen.findByRole('table', { name });
const rowNames = (element: HTMLElement) =>
  within(element)
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('team management', () => {
  test('shows the deleted teams, 10 at a time, and switches to the active ones', async () => {
    const filters = recordFilters();
    const { user } = await renderApp('/team-management', { as: 'admin', activeTeamId: 1 });

    const deleted = await table('Verwijderde teams');
    await waitFor(() => expect(rowNames(deleted)).toEqual(['Oude werkplaats']));
    expect(await filters.last()).toMatchObject({ start: 0, size: 10, isDeleted: true });

    await user.click(screen.getByRole('radio', { name: 'Actief' }));
    await waitFor(async () => expect(await filters.last()).toMatchObject({ isDeleted: false }));
    await waitFor(async () =>
      expect(rowNames(await table('Actieve teams'))).toEqual([
        'Kantoor & Inkoop',
        'Kwaliteit',
        'Logistiek',
        'Onderhoud',
        'Productie',
      ]),
    );
  });

  test('the search and the pages go to the server', async () => {
    const now = new Date().toISOString();
    for (let n = 1; n <= 12; n += 1) {
      getDb().teams.push({
        id: 100 + n,
        company_id: 1,
        name: `Archief ${String(n).padStart(2, '0')}`,
        print_enabled: false,
        deleted_at: now,
        created_at: now,
      });
    }
    const filters = recordFilters();
    const { user } = await renderApp('/team-management', { as: 'admin', activeTeamId: 1 });
    await user.click(await screen.findByRole('button', { name: '2' }));
    await waitFor(async () => expect(await filters.last()).toMatchObject({ start: 10, size: 10 }));
    await waitFor(async () =>
      expect(rowNames(await table('Verwijderde teams'))).toEqual([
        'Archief 11',
        'Archief 12',
        'Oude werkplaats',
      ]),
    );

    await user.type(screen.getByLabelText('Zoek op teamnaam'), 'werk{Enter}');
    await waitFor(async () =>
      expect(await filters.last()).toMatchObject({ start: 0, search: 'werk', isDeleted: true }),
    );
    await waitFor(async () =>
      expect(rowNames(await table('Verwijderde teams'))).toEqual(['Oude werkplaats']),
    );
  });

  test('a team deleted on /team comes back there once restored', async () => {
    const { user, router } = await renderApp('/team', { as: 'admin', activeTeamId: 1 });
    const teams = await screen.findByRole('list', { name: 'Alle teams' });
    const logistics = within(teams).getByRole('heading', { name: 'Logistiek' }).closest('li');
    await user.click(within(logistics as HTMLElement).getByRole('button', { name: /Verwijderen/ }));
    await user.click(await screen.findByRole('button', { name: 'Team verwijderen' }));
    await waitFor(() => expect(within(teams).queryByText('Logistiek')).not.toBeInTheDocument());

    await act(() => router.navigate('/team-management'));
    const deleted = await table('Verwijderde teams');
    await waitFor(() => expect(rowNames(deleted)).toContain('Logistiek'));
    const restored = recordRequests().next('PUT /api/team/restore').then(jsonBody);
    await user.click(within(deleted).getByRole('button', { name: 'Herstellen Logistiek' }));

    expect(await restored).toEqual({ teamId: 2 });
    await waitFor(() => expect(rowNames(deleted)).toEqual(['Oude werkplaats']));
    await act(() => router.navigate('/team'));
    expect(await screen.findByRole('heading', { name: 'Logistiek' })).toBeVisible();
  });

  test('a restore gives the focus to the next restore button, and to the heading after the last', async () => {
    getDb().teams.push({
      id: 101,
      company_id: 1,
      name: 'Archief',
      print_enabled: false,
      deleted_at: new Date().toISOString(),
      created_at: new Date().toISOString(),
    });
    const { user } = await renderApp('/team-management', { as: 'admin', activeTeamId: 1 });
    const deleted = await table('Verwijderde teams');
    await waitFor(() => expect(rowNames(deleted)).toEqual(['Archief', 'Oude werkplaats']));

    await user.click(within(deleted).getByRole('button', { name: 'Herstellen Archief' }));
    const next = await within(deleted).findByRole('button', { name: 'Herstellen Oude werkplaats' });
    await waitFor(() => expect(rowNames(deleted)).toEqual(['Oude werkplaats']));
    await waitFor(() => expect(next).toHaveFocus());

    await user.click(next);
    await waitFor(() => expect(rowNames(deleted)).toEqual([]));
    expect(screen.getByRole('heading', { level: 1, name: 'Teambeheer' })).toHaveFocus();
  });
});
