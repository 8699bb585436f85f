import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { jsonBody, recordRequests } from '@tests/utils/api';
import { renderApp } from '@tests/utils/render-app';

/** /user as the admin, once the first page of users is listed. */
async function openUsers() {
  const sent = recordRequests();
  const view = await renderApp('/user', { as: 'admin', activeTeamId: 1 });
  const table = await screen.findByRole('table', { name: 'Gebruikers' });
  await within(table).findByRole('rowheader', { name: 'Anouk de Vries' });
  const tableBodies = () => Promise.all(sent.to('POST /api/user/table').map(jsonBody));
  return { ...view, table, tableBodies };
}

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

// Whole-app renders with lazy page chunks take seconds on a busy machine.
describe('user table', () => {
  test('the first page is sorted by name; the next page asks from row 10', async () => {
    const { user, table, tableBodies } = await openUsers();

    expect(names(table)).toHaveLength(10);
    expect(screen.getByText('1–10 van 15')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2' }));

    await waitFor(() => expect(names(table)).toHaveLength(5));
    expect(names(table)[0]).toBe('Pieter Visser');
    expect(await tableBodies()).toEqual([
      { start: 0, size: 10, sortField: 'name', sortFieldDir: 'asc', filters: {} },
      { start: 10, size: 10, sortField: 'name', sortFieldDir: 'asc', filters: {} },
    ]);
  });

  test('a column header sorts on the server, again for the other direction', async () => {
    const { user, table, tableBodies } = await openUsers();

    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(names(table)).toHaveLength(5));
    await user.click(within(table).getByRole('button', { name: /E-mailadres/ }));
    await waitFor(() => expect(names(table)[0]).toBe('Anouk de Vries'));
    await user.click(within(table).getByRole('button', { name: /E-mailadres/ }));

    await waitFor(() => expect(names(table)[0]).toBe('Yara Hendriks'));
    expect(within(table).getByRole('columnheader', { name: /E-mailadres/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect((await tableBodies()).slice(2)).toEqual([
      { start: 0, size: 10, sortField: 'email', sortFieldDir: 'asc', filters: {} },
      { start: 0, size: 10, sortField: 'email', sortFieldDir: 'desc', filters: {} },
    ]);
  });

  test('searching waits for a pause in typing and sends one request', async () => {
    const { user, table, tableBodies } = await openUsers();

    await user.type(screen.getByLabelText('Zoeken op naam of e-mailadres'), 'jansen');

    await waitFor(() => expect(names(table)).toEqual(['Lars Jansen']));
    expect((await tableBodies()).slice(1)).toEqual([
      { start: 0, size: 10, sortField: 'name', sortFieldDir: 'asc', filters: { search: 'jansen' } },
    ]);
    expect(screen.getByText('1–1 van 1')).toBeInTheDocument();
  });

  test('a search without matches says so', async () => {
    const { user, table } = await openUsers();

    await user.type(screen.getByLabelText('Zoeken op naam of e-mailadres'), 'niemand{enter}');

    expect(
      await within(table).findByText('Geen gebruikers gevonden voor “niemand”.'),
    ).toBeVisible();
  });

  test('an employee gets the 403 page on /user', async () => {
    const sent = recordRequests();
    await renderApp('/user', { as: 'employee', activeTeamId: 1 });

    expect(await screen.findByRole('heading', { name: 'Helaas...' })).toBeInTheDocument();
    expect(screen.getByText(/Foutcode 403/)).toBeInTheDocument();
    expect(sent.to('POST /api/user/table')).toHaveLength(0);
  });
});
