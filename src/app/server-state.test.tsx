import { act, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { paths } from '@/config/paths';
import { answer, recordRequests } from '@tests/utils/api';
import { renderApp } from '@tests/utils/render-app';

const TABLE = 'POST /api/kaizen/table/approved';

async function approvedRows() {
  const table = await screen.findByRole('table', { name: 'Goedgekeurde kaizens' });
  return within(table).findAllByRole('link');
}

describe('server state (TanStack Query)', () => {
  test('a revisited list shows its cached rows at once and refreshes them in the background', async () => {
    const requests = recordRequests();
    const { router } = await renderApp(paths.kaizenApproved, { as: 'lead' });
    const titles = (await approvedRows()).map((link) => link.textContent);
    await act(() => router.navigate(paths.home));
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    const refresh = requests.next(TABLE);

    await act(() => router.navigate(paths.kaizenApproved));

    // In the same render as the route change: no loading state, the cached rows.
    const table = screen.getByRole('table', { name: 'Goedgekeurde kaizens' });
    expect(within(table).queryByText('Laden...')).not.toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(titles);
    await refresh;
    expect(requests.to(TABLE)).toHaveLength(2);
  });

  test('a read refused with a 4xx is not sent again', async () => {
    const teams = answer('get', '*/crud/team', { message: 'Forbidden' }, { status: 403 });
    await renderApp('/team', { as: 'admin', activeTeamId: 1 });

    expect(await screen.findByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
    expect(teams.all).toHaveLength(1);
  });

  test('a read that failed with a 5xx is retried once before the error shows', async () => {
    const teams = answer('get', '*/crud/team', {}, { status: 500 });
    await renderApp('/team', { as: 'admin', activeTeamId: 1 });

    expect(await screen.findByText(/Er ging iets mis op de server/)).toBeVisible();
    expect(teams.all).toHaveLength(2);
  });
});
