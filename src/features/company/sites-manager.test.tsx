import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { jsonBody, recordRequests } from '@tests/utils/api';
import { renderApp } from '@tests/utils/render-app';

async function openSites() {
  const view = await renderApp('/company/edit', { as: 'admin', activeTeamId: 1 });
  const list = await screen.findByRole('list', { name: 'Locaties' });
  return { ...view, list };
}

const siteNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.firstChild?.textContent);

describe('sites on the company configurator', () => {
  test('adding a site sends its name and lists it', async () => {
    const { user, list } = await openSites();
    expect(siteNames(list)).toEqual(['Rotterdam', 'Eindhoven', 'Zwolle']);
    const requests = recordRequests();

    await user.type(screen.getByLabelText('Nieuwe locatie'), 'Utrecht');
    await user.click(screen.getByRole('button', { name: 'Locatie toevoegen' }));

    await waitFor(() => expect(siteNames(list)).toContain('Utrecht'));
    expect(await jsonBody(requests.find('POST /api/company/1/sites'))).toEqual({ name: 'Utrecht' });
  });

  test('renaming a site sends the old and the new name', async () => {
    const { user, list } = await openSites();
    const requests = recordRequests();

    await user.click(within(list).getByRole('button', { name: 'Naam wijzigen Zwolle' }));
    const field = screen.getByLabelText('Nieuwe naam voor Zwolle');
    await user.clear(field);
    await user.type(field, 'Zwolle-Zuid');
    await user.click(within(list).getByRole('button', { name: 'Opslaan' }));

    await waitFor(() => expect(siteNames(list)).toEqual(['Rotterdam', 'Eindhoven', 'Zwolle-Zuid']));
    expect(await jsonBody(requests.find('PUT /api/company/1/sites'))).toEqual({
      old: 'Zwolle',
      new: 'Zwolle-Zuid',
    });
  });

  test('deleting a site asks first and sends its name', async () => {
    const { user, list } = await openSites();
    const requests = recordRequests();

    await user.click(within(list).getByRole('button', { name: 'Verwijderen Eindhoven' }));
    const dialog = await screen.findByRole('dialog', { name: 'Locatie verwijderen?' });
    // Nothing is changed before the answer (the top bar's notifications may read meanwhile).
    expect(requests.lines().filter((line) => !line.startsWith('GET '))).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Locatie verwijderen' }));

    await waitFor(() => expect(siteNames(list)).toEqual(['Rotterdam', 'Zwolle']));
    expect(await jsonBody(requests.find('DELETE /api/company/1/sites'))).toEqual({
      name: 'Eindhoven',
    });
  });

  test("after a site is deleted the focus lands on the sites' heading, not on the page's body", async () => {
    const { user, list } = await openSites();

    await user.click(within(list).getByRole('button', { name: 'Verwijderen Eindhoven' }));
    const dialog = await screen.findByRole('dialog', { name: 'Locatie verwijderen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Locatie verwijderen' }));

    await waitFor(() => expect(siteNames(list)).toEqual(['Rotterdam', 'Zwolle']));
    const heading = screen.getByRole('heading', { level: 2, name: 'Locaties' });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});
