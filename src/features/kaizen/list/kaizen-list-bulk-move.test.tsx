import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { getDb } from '@/mocks/db/store';
import { useAdminStorage } from '@/stores/admin-storage-store';
import { bar, idOf, lockedBoxes, moveTo, rowBoxes } from '@tests/utils/bulk-move';
import { currentPath, renderApp } from '@tests/utils/render-app';
import { recordRequestsTo } from './kaizen-list-test-utils';

beforeEach(() => {
  useAdminStorage.setState({ approvedFilters: undefined, declinedFilters: undefined });
});

/** The approved list as the team dashboard's "Goedgekeurd" tile opens it: the team's own. */
async function approvedList(as: 'lead' | 'employee' = 'lead', url = '/kaizen/approved?team=1') {
  const view = await renderApp(url, { as, activeTeamId: 1 });
  const table = await screen.findByRole('table', { name: 'Goedgekeurde kaizens' });
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(5));
  return { ...view, table };
}

/** The newest approved kaizens (the list's first page) alternate: Productie, Logistiek, ... */
function interleaveTeams() {
  const newest = getDb()
    .kaizens.filter((k) => k.status === 'approved')
    .sort((a, b) => Date.parse(b.decided_at ?? '') - Date.parse(a.decided_at ?? ''));
  newest.slice(0, 10).forEach((k, index) => (k.team_id = index % 2 === 0 ? 1 : 2));
}

const teamOf = (box: HTMLElement) =>
  box.closest('tr')?.querySelector('td[data-label="Team"]')?.textContent;
const heading = () => screen.getByRole('heading', { level: 1, name: 'Goedgekeurde kaizens' });
const checked = (table: HTMLElement) => rowBoxes(table).filter((box) => box.checked);

describe('choosing kaizens in the approved list and moving them', () => {
  test("a team leader can tick the active team's kaizens; another team's show a disabled box that says why", async () => {
    const { table } = await approvedList('lead', '/kaizen/approved');
    const rows = within(table).getAllByRole('row').slice(1);

    const boxes = rowBoxes(table);
    const locked = lockedBoxes(table);
    expect(boxes.length).toBeGreaterThan(0);
    expect(locked.length).toBeGreaterThan(0);
    expect(boxes.length + locked.length).toBe(rows.length);
    for (const box of boxes) expect(teamOf(box)).toBe('Productie');
    const title = within(boxes[0].closest('tr') as HTMLElement).getByRole('rowheader');
    expect(boxes[0]).toHaveAccessibleName(`${title.textContent} selecteren`);
    for (const box of locked) {
      expect(teamOf(box)).not.toBe('Productie');
      expect(box).toBeDisabled();
      expect(box).toHaveAccessibleDescription('Niet te verplaatsen: niet in uw actieve team');
      expect(box.closest('label')).toHaveAttribute(
        'title',
        'Niet te verplaatsen: niet in uw actieve team',
      );
    }
  });

  test('Space ticks the focused box, Shift+Space the range from the last one ticked, over the boxes that cannot be ticked', async () => {
    interleaveTeams();
    const { user, table } = await approvedList('lead', '/kaizen/approved');
    const boxes = rowBoxes(table);
    expect(lockedBoxes(table)[0].compareDocumentPosition(boxes[1])).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );

    boxes[0].focus();
    await user.keyboard(' ');
    expect(checked(table)).toEqual([boxes[0]]);
    boxes[3].focus();
    await user.keyboard('{Shift>} {/Shift}');

    expect(checked(table)).toEqual(boxes.slice(0, 4));
    expect(bar()).toHaveTextContent('4 kaizens geselecteerd');
    for (const box of lockedBoxes(table)) expect(box).not.toBeChecked();
  });

  test('a range chosen by keyboard over rows of other teams moves only the ticked ones, in one request', async () => {
    interleaveTeams();
    const moves = recordRequestsTo('/api/kaizen/move-multiple');
    const { user, table } = await approvedList('lead', '/kaizen/approved');
    const boxes = rowBoxes(table);
    expect(boxes.length).toBeGreaterThanOrEqual(5);

    boxes[0].focus();
    await user.keyboard(' ');
    boxes[4].focus();
    await user.keyboard('{Shift>} {/Shift}');
    const dialog = await moveTo(user, 'Logistiek');
    await user.click(within(dialog).getByRole('button', { name: '5 kaizens verplaatsen' }));

    expect(
      await screen.findByText('5 kaizens zijn verplaatst naar Logistiek.'),
    ).toBeInTheDocument();
    const bodies = (await moves.bodies()) as Record<string, string>[];
    expect(bodies).toHaveLength(1);
    expect(bodies[0].selected_kaizens).toBe(JSON.stringify(boxes.slice(0, 5).map(idOf)));
    expect(bodies[0].team_id).toBe('2');
  });

  test("the spec's bulk move screen leads to the active team's approved list, its rows ready to tick", async () => {
    const { router } = await renderApp('/move-multiple-kaizens', { as: 'lead', activeTeamId: 1 });

    const table = await screen.findByRole('table', { name: 'Goedgekeurde kaizens' });
    expect(currentPath(router)).toBe('/kaizen/approved?team=1');
    await waitFor(() => expect(rowBoxes(table).length).toBeGreaterThan(3));
    expect(lockedBoxes(table)).toHaveLength(0);
  });

  test('someone who may not move kaizens gets no checkboxes at all', async () => {
    const { table } = await approvedList('employee');

    expect(within(table).queryAllByRole('checkbox')).toHaveLength(0);
  });

  test('click, shift-click and the page checkbox choose rows; the bar counts them', async () => {
    const { user, table } = await approvedList();
    const boxes = rowBoxes(table);
    const selectPage = screen.getByRole('checkbox', {
      name: 'Alle kaizens op deze pagina selecteren',
    });

    await user.click(boxes[0]);
    expect(bar()).toHaveTextContent('1 kaizen geselecteerd');
    expect(selectPage).toHaveProperty('indeterminate', true);

    // Shift+click: everything from the last box clicked to this one.
    await user.keyboard('{Shift>}');
    await user.click(boxes[3]);
    await user.keyboard('{/Shift}');
    expect(checked(table)).toEqual(boxes.slice(0, 4));
    expect(bar()).toHaveTextContent('4 kaizens geselecteerd');
    // Said politely to a screen reader as well.
    expect(screen.getByText('4 kaizens geselecteerd', { selector: '[role=status]' })).toBeVisible();

    await user.click(selectPage);
    expect(checked(table)).toEqual(boxes);
    expect(selectPage).toBeChecked();
    expect(bar()).toHaveTextContent(`${boxes.length} kaizens geselecteerd`);

    // Shift+click on a chosen one takes the range back out.
    await user.click(boxes[1]);
    await user.keyboard('{Shift>}');
    await user.click(boxes[2]);
    await user.keyboard('{/Shift}');
    expect(checked(table)).toEqual([boxes[0], ...boxes.slice(3)]);
  });

  test('"Selectie wissen" empties the selection and gives the focus to the heading', async () => {
    const { user, table } = await approvedList();
    await user.click(rowBoxes(table)[0]);
    await user.click(rowBoxes(table)[1]);

    await user.click(within(bar()).getByRole('button', { name: 'Selectie wissen' }));

    expect(checked(table)).toHaveLength(0);
    expect(screen.queryByRole('region', { name: /geselecteerde kaizens/ })).toBeNull();
    expect(heading()).toHaveFocus();
    expect(screen.getByText('Geen kaizens geselecteerd', { selector: '[role=status]' })).toBe(
      screen.getByRole('status', { name: '' }),
    );
  });

  test('the selection stays while paging and sorting the list', async () => {
    const { user, table } = await approvedList('lead', '/kaizen/approved');
    const first = rowBoxes(table)[0];
    const id = idOf(first);
    await user.click(first);

    const pages = screen.getByRole('navigation', { name: /Pagina's/ });
    await user.click(within(pages).getByRole('button', { name: '2' }));
    await waitFor(() => expect(rowBoxes(table).some((box) => idOf(box) === id)).toBe(false));
    expect(bar()).toHaveTextContent('1 kaizen geselecteerd');
    await user.click(within(pages).getByRole('button', { name: '1' }));
    await waitFor(() => expect(rowBoxes(table).find((box) => idOf(box) === id)).toBeChecked());

    await user.click(within(table).getByRole('button', { name: /Titel/ }));
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
    expect(bar()).toHaveTextContent('1 kaizen geselecteerd');
  });

  test('the team picker filters as one types, moves with the arrow keys and picks with Enter', async () => {
    const { user, table } = await approvedList();
    await user.click(rowBoxes(table)[0]);
    const open = within(bar()).getByRole('button', { name: 'Verplaats naar team…' });
    await user.click(open);
    const field = screen.getByRole('combobox', { name: 'Naar welk team?' });
    expect(field).toHaveFocus();
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const teams = screen.getByRole('listbox', { name: 'Teams' });
    await within(teams).findByRole('option', { name: 'Logistiek' });
    // The kaizen is in Productie already: that team is not offered.
    expect(within(teams).queryByRole('option', { name: 'Productie' })).toBeNull();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(open).toHaveFocus();

    await user.click(open);
    await user.type(screen.getByRole('combobox', { name: 'Naar welk team?' }), 'i');
    const shown = within(screen.getByRole('listbox')).getAllByRole('option');
    for (const option of shown) expect(option.textContent?.toLowerCase()).toContain('i');
    const combobox = screen.getByRole('combobox', { name: 'Naar welk team?' });
    expect(combobox).toHaveAttribute('aria-activedescendant', shown[0].id);
    await user.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-activedescendant', shown[1].id);
    expect(shown[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Kaizens verplaatsen?' });
    expect(dialog).toHaveTextContent(`1 kaizen gaat naar ${shown[1].textContent}.`);
  });

  test('typing a name nothing matches says so', async () => {
    const { user, table } = await approvedList();
    await user.click(rowBoxes(table)[0]);
    await user.click(within(bar()).getByRole('button', { name: 'Verplaats naar team…' }));
    await within(screen.getByRole('listbox')).findByRole('option', { name: 'Logistiek' });

    await user.type(screen.getByRole('combobox', { name: 'Naar welk team?' }), 'zzz');

    expect(within(screen.getByRole('listbox')).queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('Geen team gevonden.')).toBeInTheDocument();
  });

  test('five kaizens go in one request as the spec asks; the rows show their new team, one toast says so and the heading has the focus', async () => {
    const moves = recordRequestsTo('/api/kaizen/move-multiple');
    const approved = recordRequestsTo('/api/kaizen/table/approved');
    const { user, table } = await approvedList();
    const chosen = rowBoxes(table).slice(0, 5);
    const ids = chosen.map(idOf);
    for (const box of chosen) await user.click(box);

    const dialog = await moveTo(user, 'Logistiek');
    expect(dialog).toHaveTextContent('5 kaizens gaan naar Logistiek.');
    approved.clear();
    await user.click(within(dialog).getByRole('button', { name: '5 kaizens verplaatsen' }));

    expect(
      await screen.findByText('5 kaizens zijn verplaatst naar Logistiek.'),
    ).toBeInTheDocument();
    // Spec §7: a form with selected_kaizens as a JSON list (and the team).
    const bodies = (await moves.bodies()) as Record<string, string>[];
    expect(bodies).toHaveLength(1);
    expect(bodies[0].selected_kaizens).toBe(JSON.stringify(ids));
    expect(bodies[0].team_id).toBe('2');
    expect(moves.received()[0].headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect(screen.getAllByText('5 kaizens zijn verplaatst naar Logistiek.')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(heading()).toHaveFocus());
    expect(screen.queryByRole('region', { name: /geselecteerde kaizens/ })).toBeNull();

    // The list (this team's) is asked again, and the moved kaizens have left it.
    await waitFor(() => expect(approved.received().length).toBeGreaterThan(0));
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
    await waitFor(() =>
      expect(ids.filter((id) => table.querySelector(`a[href="/kaizen/${id}"]`))).toEqual([]),
    );
  });
});

describe('choosing kaizens in the shared list', () => {
  test('cards have a checkbox too, above the link that opens the kaizen', async () => {
    const { user } = await renderApp('/kaizen/shared?view=cards', { as: 'admin', activeTeamId: 1 });
    const cards = await screen.findByRole('list', { name: 'Gedeelde kaizens' });
    await waitFor(() => expect(rowBoxes(cards).length).toBeGreaterThan(2));
    const boxes = rowBoxes(cards);

    await user.click(boxes[0]);
    await user.keyboard('{Shift>}');
    await user.click(boxes[2]);
    await user.keyboard('{/Shift}');

    expect(bar()).toHaveTextContent('3 kaizens geselecteerd');
    const selectPage = screen.getByRole('checkbox', {
      name: 'Alle kaizens op deze pagina selecteren',
    });
    expect(selectPage).toHaveProperty('indeterminate', true);
    expect(screen.queryByRole('heading', { name: 'Kaizen' })).toBeNull();
  });
});
