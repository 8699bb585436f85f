import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { getDb } from '@/mocks/db/store';
import { jsonBody, recordRequests } from '@tests/utils/api';
import { renderApp } from '@tests/utils/render-app';

const TABLE = 'Bedrijven met hun aantallen gebruikers, teams en kaizens';

async function openCompanies(as: 'admin' | 'superadmin' = 'admin') {
  const requests = recordRequests();
  const view = await renderApp('/company', { as, activeTeamId: as === 'admin' ? 1 : undefined });
  const table = await screen.findByRole('table', { name: TABLE });
  await waitFor(() => expect(within(table).getAllByRole('rowheader').length).toBeGreaterThan(0));
  return { ...view, table, requests };
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('company page', () => {
  test('asks for a page with meta data and shows the counts', async () => {
    const { table, requests } = await openCompanies();

    const body = await jsonBody(requests.find('POST /crud/company/table?append=meta_data'));
    expect(body).toMatchObject({ start: 0, size: 10, sortField: 'name', sortFieldDir: 'asc' });
    const db = getDb();
    const row = within(table).getByRole('rowheader', { name: 'Noordhaven Verpakkingen B.V.' })
      .parentElement as HTMLElement;
    expect(cellsOf(row).slice(0, 4)).toEqual([
      '#0b63c5',
      String(db.users.filter((u) => u.company_id === 1).length),
      String(db.teams.filter((team) => team.company_id === 1 && !team.deleted_at).length),
      String(
        db.kaizens.filter((k) => db.teams.some((tm) => tm.id === k.team_id && tm.company_id === 1))
          .length,
      ),
    ]);
  });

  test('editing sends the name and the colour to /crud/company/{id}', async () => {
    const { user, table, requests } = await openCompanies();

    await user.click(within(table).getByRole('button', { name: /Bewerken/ }));
    const dialog = await screen.findByRole('dialog', { name: /bewerken$/ });
    const color = within(dialog).getByLabelText('Kleur (hexcode)');
    await user.clear(color);
    await user.type(color, '#1A7F37');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    await waitFor(() => expect(within(table).getByText('#1a7f37')).toBeInTheDocument());
    expect(await jsonBody(requests.find('PUT /crud/company/1'))).toEqual({
      name: 'Noordhaven Verpakkingen B.V.',
      color: '#1a7f37',
    });
  });

  test('the superadmin adds a company', async () => {
    const { user, table, requests } = await openCompanies('superadmin');

    await user.click(screen.getByRole('button', { name: 'Bedrijf toevoegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuw bedrijf' });
    await user.type(within(dialog).getByLabelText('Bedrijfsnaam'), 'Zuidkust B.V.');
    await user.type(within(dialog).getByLabelText('Kleur (hexcode)'), 'zz');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(within(dialog).getByText(/Dit is geen geldige kleur/)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Kleur (hexcode)'));
    await user.type(within(dialog).getByLabelText('Kleur (hexcode)'), '#246');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    expect(await within(table).findByRole('rowheader', { name: 'Zuidkust B.V.' })).toBeVisible();
    expect(await jsonBody(requests.find('POST /api/company'))).toEqual({
      name: 'Zuidkust B.V.',
      color: '#224466',
    });
  });

  test('a team lead without view company gets the 403 page', async () => {
    await renderApp('/company', { as: 'lead', activeTeamId: 1 });

    expect(await screen.findByRole('heading', { name: 'Helaas...' })).toBeInTheDocument();
    expect(screen.getByText(/Foutcode 403/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
