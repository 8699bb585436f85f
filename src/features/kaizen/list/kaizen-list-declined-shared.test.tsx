import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { useAdminStorage } from '@/stores/admin-storage-store';
import { renderApp } from '@tests/utils/render-app';
import { recordRequestsTo } from './kaizen-list-test-utils';
import { enterSearch } from '@tests/utils/search';

beforeEach(() => {
  useAdminStorage.setState({ approvedFilters: undefined, declinedFilters: undefined });
});

async function rowsShown(name = 'Goedgekeurde kaizens') {
  const table = await screen.findByRole('table', { name });
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
  return within(table).getAllByRole('row').slice(1);
}

describe('declined and shared kaizens', () => {
  test('the declined list asks the rejected table and shows each reason', async () => {
    const requests = recordRequestsTo('/api/kaizen/table/rejected');
    await renderApp('/kaizen/declined', { as: 'lead' });

    const rows = await rowsShown('Afgewezen kaizens');
    expect(requests.received()).toHaveLength(1);
    expect(screen.getByRole('columnheader', { name: 'Reden van afwijzing' })).toBeInTheDocument();
    expect(within(rows[0]).getAllByRole('cell').at(-1)?.textContent).not.toBe('');
  });

  test('the shared list is fetched once and paged, sorted and searched in the browser', async () => {
    const requests = recordRequestsTo('/api/kaizen/by-type/shared');
    const { user } = await renderApp('/kaizen/shared', { as: 'lead' });
    const rows = await rowsShown('Gedeelde kaizens');
    const summary = screen.getByText(/^1–\d+ van \d+$/);
    const total = Number(/van (\d+)/.exec(summary.textContent ?? '')?.[1]);
    expect(rows).toHaveLength(Math.min(total, 20));

    await user.click(screen.getByRole('button', { name: /^Titel/ }));
    const titles = (await rowsShown('Gedeelde kaizens')).map(
      (row) => within(row).getByRole('link').textContent ?? '',
    );
    expect(titles).toEqual(
      [...titles].sort((a, b) => a.localeCompare(b, 'nl', { sensitivity: 'base' })),
    );

    await enterSearch(user, screen.getByRole('searchbox', { name: 'Zoeken' }), 'Productie');
    await waitFor(() =>
      expect(screen.queryByText(`1–${Math.min(total, 20)} van ${total}`)).toBeNull(),
    );
    for (const row of await rowsShown('Gedeelde kaizens')) {
      expect(row).toHaveTextContent(/productie/i);
    }
    expect(requests.received()).toHaveLength(1);
  });
});
