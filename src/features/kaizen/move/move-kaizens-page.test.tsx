import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { server } from '@/mocks/server';
import { renderApp } from '@tests/utils/render-app';
import { recordRequestsTo } from '../list/kaizen-list-test-utils';

async function openMovePage() {
  const view = await renderApp('/move-multiple-kaizens', { as: 'lead' });
  const table = await screen.findByRole('table', { name: 'Kaizens van het actieve team' });
  await waitFor(() => expect(within(table).getAllByRole('checkbox').length).toBeGreaterThan(1));
  return { ...view, table };
}

const rowBoxes = (table: HTMLElement) =>
  within(table)
    .getAllByRole('checkbox')
    .filter((box) => box.getAttribute('aria-label') !== 'Alle kaizens op deze pagina selecteren');

const pages = () =>
  screen.getByRole('navigation', { name: "Pagina's van kaizens om te verplaatsen" });

describe('moving several kaizens', () => {
  test('three kaizens chosen on two pages go to the chosen team in one request', async () => {
    const moves = recordRequestsTo('/api/kaizen/move-multiple');
    const byTeam = recordRequestsTo('/api/kaizen/by-team/1');
    const { user, table } = await openMovePage();
    const ids = (boxes: HTMLElement[]) => boxes.map((box) => box.id.replace('move-select-', ''));

    const firstPage = rowBoxes(table);
    await user.click(firstPage[0]);
    await user.click(firstPage[3]);
    await user.click(within(pages()).getByRole('button', { name: '2' }));
    const secondPage = rowBoxes(table);
    await user.click(secondPage[1]);
    expect(screen.getByText('3 kaizens geselecteerd')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Naar team'), 'Logistiek');
    await user.click(screen.getByRole('button', { name: '3 kaizens verplaatsen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kaizens verplaatsen?' });
    expect(dialog).toHaveTextContent('3 kaizens gaan naar Logistiek.');
    await user.click(within(dialog).getByRole('button', { name: '3 kaizens verplaatsen' }));

    expect(
      await screen.findByText('3 kaizens zijn verplaatst naar Logistiek.'),
    ).toBeInTheDocument();
    const [body] = (await moves.bodies()) as Record<string, string>[];
    const expected = [
      ...ids(firstPage.filter((_, i) => i === 0 || i === 3)),
      ...ids([secondPage[1]]),
    ];
    expect(JSON.parse(body.selected_kaizens)).toEqual(expected.map(Number));
    expect(body.team_id).toBe('2');
    expect(screen.getByText('Geen kaizens geselecteerd')).toBeInTheDocument();
    await waitFor(() => expect(byTeam.received()).toHaveLength(2));
    // Reloaded: the moved kaizens have left the team's list.
    await waitFor(() =>
      expect(
        rowBoxes(table).some((box) => expected.includes(box.id.replace('move-select-', ''))),
      ).toBe(false),
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
    expect(screen.getByText('10 kaizens geselecteerd')).toBeInTheDocument();

    await user.click(selectPage);
    expect(screen.getByText('Geen kaizens geselecteerd')).toBeInTheDocument();
  });

  test('with nothing selected the move button is off and says no number', async () => {
    const { user, table } = await openMovePage();

    const button = screen.getByRole('button', { name: 'Kaizens verplaatsen' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      "Selecteer eerst kaizens (ook over meerdere pagina's) en kies dan een team.",
    );
    expect(screen.getByText('Geen kaizens geselecteerd')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^0 / })).toBeNull();

    await user.click(rowBoxes(table)[0]);
    expect(screen.getByRole('button', { name: '1 kaizen verplaatsen' })).toBeEnabled();
    await user.click(rowBoxes(table)[0]);
    expect(screen.getByRole('button', { name: 'Kaizens verplaatsen' })).toBeDisabled();
  });

  test('moving without a team says what is missing', async () => {
    const moves = recordRequestsTo('/api/kaizen/move-multiple');
    const { user, table } = await openMovePage();

    await user.click(rowBoxes(table)[0]);
    await user.click(screen.getByRole('button', { name: '1 kaizen verplaatsen' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Kies het team waar de kaizens heen gaan.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(moves.received()).toHaveLength(0);
  });

  test('the target list leaves out the active team', async () => {
    await openMovePage();
    const target = screen.getByLabelText('Naar team');

    await waitFor(() =>
      expect(within(target).getByRole('option', { name: 'Logistiek' })).toBeInTheDocument(),
    );
    expect(within(target).queryByRole('option', { name: 'Productie' })).toBeNull();
  });

  test('a failed move says so and keeps the selection', async () => {
    server.use(
      http.post('*/api/kaizen/move-multiple', () =>
        HttpResponse.json({ message: 'Nee' }, { status: 403 }),
      ),
    );
    const { user, table } = await openMovePage();
    await user.click(rowBoxes(table)[0]);
    await user.selectOptions(screen.getByLabelText('Naar team'), 'Logistiek');
    await user.click(screen.getByRole('button', { name: '1 kaizen verplaatsen' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: '1 kaizen verplaatsen',
      }),
    );

    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /U heeft hier \(niet meer\) de rechten voor/,
    );
    expect(screen.getByText('1 kaizen geselecteerd')).toBeInTheDocument();
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
    await user.selectOptions(screen.getByLabelText('Naar team'), 'Logistiek');
    await user.click(screen.getByRole('button', { name: '1 kaizen verplaatsen' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: '1 kaizen verplaatsen' });
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/server/);
    expect(confirm).toHaveFocus();

    await user.click(confirm);

    expect(await screen.findByText('Kaizens verplaatst')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.received()).toHaveLength(2);
  });
});
