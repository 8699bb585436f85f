import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { server } from '@/mocks/server';
import { bar, idOf, moveTo, rowBoxes } from '@tests/utils/bulk-move';
import { renderApp } from '@tests/utils/render-app';
import { recordRequestsTo } from '../list/kaizen-list-test-utils';

async function openMovePage() {
  const view = await renderApp('/move-multiple-kaizens', { as: 'lead' });
  const table = await screen.findByRole('table', { name: 'Kaizens van het actieve team' });
  await waitFor(() => expect(rowBoxes(table).length).toBeGreaterThan(1));
  return { ...view, table };
}

const pages = () =>
  screen.getByRole('navigation', { name: "Pagina's van kaizens om te verplaatsen" });

describe('moving several kaizens', () => {
  test('three kaizens chosen on two pages go to the chosen team in one request', async () => {
    const moves = recordRequestsTo('/api/kaizen/move-multiple');
    const byTeam = recordRequestsTo('/api/kaizen/by-team/1');
    const { user, table } = await openMovePage();

    const firstPage = rowBoxes(table);
    await user.click(firstPage[0]);
    await user.click(firstPage[3]);
    await user.click(within(pages()).getByRole('button', { name: '2' }));
    const secondPage = rowBoxes(table);
    await user.click(secondPage[1]);
    expect(bar()).toHaveTextContent('3 kaizens geselecteerd');

    const dialog = await moveTo(user, 'Logistiek');
    expect(dialog).toHaveTextContent('3 kaizens gaan naar Logistiek.');
    await user.click(within(dialog).getByRole('button', { name: '3 kaizens verplaatsen' }));

    expect(
      await screen.findByText('3 kaizens zijn verplaatst naar Logistiek.'),
    ).toBeInTheDocument();
    const [body] = (await moves.bodies()) as Record<string, string>[];
    const expected = [firstPage[0], firstPage[3], secondPage[1]].map(idOf);
    expect(JSON.parse(body.selected_kaizens)).toEqual(expected);
    expect(body.team_id).toBe('2');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('region', { name: /geselecteerde kaizens/ })).toBeNull();
    // The bar is gone with the selection: the page's heading has the focus, not <body>.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Meerdere kaizens verplaatsen' })).toHaveFocus(),
    );
    await waitFor(() => expect(byTeam.received()).toHaveLength(2));
    // Reloaded: the moved kaizens have left the team's list.
    await waitFor(() =>
      expect(rowBoxes(table).some((box) => expected.includes(idOf(box)))).toBe(false),
    );
  });

  test('the page checkbox chooses the whole page and shows a part choice as mixed', async () => {
    const { user, table } = await openMovePage();
    const selectPage = screen.getByRole('checkbox', {
      name: 'Alle kaizens op deze pagina selecteren',
    });

    await user.click(rowBoxes(table)[0]);
    expect(selectPage).toHaveProperty('indeterminate', true);
    expect(selectPage).not.toBeChecked();

    await user.click(selectPage);
    expect(selectPage).toBeChecked();
    expect(selectPage).toHaveProperty('indeterminate', false);
    expect(bar()).toHaveTextContent('10 kaizens geselecteerd');

    await user.click(selectPage);
    expect(screen.queryByRole('region', { name: /geselecteerde kaizens/ })).toBeNull();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Geen kaizens geselecteerd');
  });

  test('with nothing selected there is no bar; the page says how to start', async () => {
    const { user, table } = await openMovePage();

    expect(screen.queryByRole('button', { name: 'Verplaats naar team…' })).toBeNull();
    expect(
      screen.getByText(
        "Selecteer kaizens, ook op meerdere pagina's; de balk onderaan verplaatst ze dan naar een ander team.",
      ),
    ).toBeInTheDocument();

    await user.click(rowBoxes(table)[0]);
    expect(bar()).toHaveTextContent('1 kaizen geselecteerd');
    await user.click(rowBoxes(table)[0]);
    expect(screen.queryByRole('button', { name: 'Verplaats naar team…' })).toBeNull();
  });

  test('the team picker leaves out the active team', async () => {
    const { user, table } = await openMovePage();
    await user.click(rowBoxes(table)[0]);
    await user.click(screen.getByRole('button', { name: 'Verplaats naar team…' }));
    const teams = screen.getByRole('listbox', { name: 'Teams' });

    expect(await within(teams).findByRole('option', { name: 'Logistiek' })).toBeInTheDocument();
    expect(within(teams).queryByRole('option', { name: 'Productie' })).toBeNull();
  });

  test('a failed move says so and keeps the selection', async () => {
    server.use(
      http.post('*/api/kaizen/move-multiple', () =>
        HttpResponse.json({ message: 'Nee' }, { status: 403 }),
      ),
    );
    const { user, table } = await openMovePage();
    await user.click(rowBoxes(table)[0]);
    const dialog = await moveTo(user, 'Logistiek');
    await user.click(within(dialog).getByRole('button', { name: '1 kaizen verplaatsen' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /U heeft hier \(niet meer\) de rechten voor/,
    );
    expect(bar()).toHaveTextContent('1 kaizen geselecteerd');
    expect(rowBoxes(table)[0]).toBeChecked();
  });

  test('after a failed move the confirmation stays open, so trying again is one click', async () => {
    const calls = recordRequestsTo('/api/kaizen/move-multiple');
    server.use(
      http.post('*/api/kaizen/move-multiple', () => new HttpResponse(null, { status: 500 }), {
        once: true,
      }),
    );
    const { user, table } = await openMovePage();
    await user.click(rowBoxes(table)[0]);
    const dialog = await moveTo(user, 'Logistiek');
    const confirm = within(dialog).getByRole('button', { name: '1 kaizen verplaatsen' });
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/server/);
    expect(confirm).toHaveFocus();

    await user.click(confirm);

    expect(await screen.findByText('Kaizens verplaatst')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.received()).toHaveLength(2);
  });

  test('cancelling the confirmation keeps the selection and gives the focus back to the bar', async () => {
    const moves = recordRequestsTo('/api/kaizen/move-multiple');
    const { user, table } = await openMovePage();
    await user.click(rowBoxes(table)[0]);
    const dialog = await moveTo(user, 'Logistiek');

    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(within(bar()).getByRole('button', { name: 'Verplaats naar team…' })).toHaveFocus(),
    );
    expect(bar()).toHaveTextContent('1 kaizen geselecteerd');
    expect(moves.received()).toHaveLength(0);
  });
});
