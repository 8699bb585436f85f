import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { answer, expectResentOnce, expectSentOnce, recordRequests } from '@tests/utils/api';
import { renderApp } from '@tests/utils/render-app';

// A 2xx whose body is not the company / title the client expects: saved, so never sent twice
// (docs/decisions.md, "A save the server accepted is never offered again").
const UNREADABLE = { saved: true };
const SAVED_UNREADABLE = /^Opgeslagen, maar het antwoord van de server was onleesbaar/;

describe('a company save the server took but answered unreadably counts as saved', () => {
  test('the company dialog closes and the table reloads; nothing is sent twice', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/company', { as: 'superadmin' });
    const table = await screen.findByRole('table', {
      name: 'Bedrijven met hun aantallen gebruikers, teams en kaizens',
    });
    await waitFor(() => expect(within(table).getAllByRole('rowheader').length).toBeGreaterThan(0));
    const tableLoads = requests.onPath('POST', '/crud/company/table').length;
    const created = answer('post', '/api/company', UNREADABLE);

    await user.click(screen.getByRole('button', { name: 'Bedrijf toevoegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuw bedrijf' });
    await user.type(within(dialog).getByLabelText('Bedrijfsnaam'), 'Zuidkust B.V.');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText(SAVED_UNREADABLE)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(requests.onPath('POST', '/crud/company/table').length).toBeGreaterThan(tableLoads),
    );
    expectSentOnce(created.all);
  });

  test('the configurator says so and its save button stays off', async () => {
    const { user } = await renderApp('/company/edit', { as: 'admin', activeTeamId: 1 });
    const save = await screen.findByRole('button', { name: 'Instellingen opslaan' });
    const saved = answer('post', '/api/company/1', UNREADABLE);

    await user.click(save);

    expect(await screen.findByText(SAVED_UNREADABLE)).toBeInTheDocument();
    await waitFor(() => expect(save).toHaveAttribute('aria-disabled', 'true'));
    await user.click(save);
    expectResentOnce(saved.all);
    expect(screen.queryByText('De bedrijfsinstellingen zijn opgeslagen.')).not.toBeInTheDocument();
  });

  test('the document-title form starts over and the list reloads; nothing is sent twice', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/company/documents', { as: 'admin', activeTeamId: 1 });
    await screen.findByRole('list', { name: 'Bedrijfsdocumenten' });
    const loads = requests.to('GET /api/company/company-documents').length;
    const created = answer('post', '/api/company/document-title', UNREADABLE);

    const title = screen.getByLabelText('Titel');
    await user.type(title, 'Veiligheid');
    await user.click(screen.getByRole('button', { name: 'Titel toevoegen' }));

    expect(await screen.findByText(SAVED_UNREADABLE)).toBeInTheDocument();
    await waitFor(() => expect(title).toHaveValue(''));
    await waitFor(() =>
      expect(requests.to('GET /api/company/company-documents').length).toBeGreaterThan(loads),
    );
    await user.click(screen.getByRole('button', { name: 'Titel toevoegen' }));
    expectSentOnce(created.all);
    expect(screen.getByLabelText('Titel')).toHaveAccessibleDescription(/Dit veld is verplicht/);
  });
});
