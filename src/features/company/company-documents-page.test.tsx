import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { jsonBody, recordRequests } from '@tests/utils/api';
import { renderApp } from '@tests/utils/render-app';

async function openDocuments() {
  const view = await renderApp('/company/documents', { as: 'admin', activeTeamId: 1 });
  const list = await screen.findByRole('list', { name: 'Bedrijfsdocumenten' });
  return { ...view, list };
}

const titleNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.firstChild?.textContent);

describe('company documents', () => {
  test('lists the document titles by index with their documents', async () => {
    const { list } = await openDocuments();

    expect(titleNames(list)).toEqual(['Huisregels', 'Kwaliteitshandboek']);
    const rules = within(list).getAllByRole('listitem')[0];
    expect(within(rules).getByText('Werkplekafspraken')).toBeInTheDocument();
    expect(within(rules).getByText(/Houd looppaden vrij/)).toBeInTheDocument();
  });

  test('a new title is sent with its index and takes its place in the list', async () => {
    const { user, list } = await openDocuments();
    const requests = recordRequests();

    await user.type(screen.getByLabelText('Titel'), 'Veiligheid');
    const index = screen.getByLabelText('Plaats in de lijst');
    expect(index).toHaveValue(3);
    await user.clear(index);
    await user.type(index, '0');
    await user.click(screen.getByRole('button', { name: 'Titel toevoegen' }));

    await waitFor(() =>
      expect(titleNames(list)).toEqual(['Veiligheid', 'Huisregels', 'Kwaliteitshandboek']),
    );
    expect(await jsonBody(requests.find('POST /api/company/document-title'))).toEqual({
      title: 'Veiligheid',
      index: 0,
    });
  });
});
