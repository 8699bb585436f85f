import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { jsonBody, recordRequests } from '@tests/utils/api';
import { renderApp } from '@tests/utils/render-app';

/** /team as the admin, once the list has arrived (slow on a busy machine: lazy page chunks). */
async function openTeamPage() {
  const view = await renderApp('/team', { as: 'admin', activeTeamId: 1 });
  const list = await screen.findByRole('list', { name: 'Alle teams' });
  return { ...view, list };
}

const teamItem = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

describe('team page', () => {
  test('lists the teams by name', async () => {
    const { list } = await openTeamPage();

    const names = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Kantoor & Inkoop', 'Kwaliteit', 'Logistiek', 'Onderhoud', 'Productie']);
  });

  test('creating a team sends its name and lists it', async () => {
    const { user } = await openTeamPage();
    const sent = recordRequests();

    await user.type(screen.getByLabelText('Naam van het team'), '  Verpakking ');
    await user.click(screen.getByRole('button', { name: 'Team toevoegen' }));

    expect(
      await screen.findByRole('heading', { level: 3, name: 'Verpakking' }),
    ).toBeInTheDocument();
    const create = sent.find('POST /api/team');
    expect(await jsonBody(create)).toEqual({ name: 'Verpakking' });
    expect(screen.getByLabelText('Naam van het team')).toHaveValue('');
  });

  test('a name that is taken is shown at the field and kept', async () => {
    const { user } = await openTeamPage();

    await user.type(screen.getByLabelText('Naam van het team'), 'productie');
    await user.click(screen.getByRole('button', { name: 'Team toevoegen' }));

    const field = screen.getByLabelText('Naam van het team');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveValue('productie');
  });

  test('an empty name is not sent: the field says it is required and takes the focus', async () => {
    const { user } = await openTeamPage();
    const sent = recordRequests();

    await user.click(screen.getByRole('button', { name: 'Team toevoegen' }));

    const field = screen.getByLabelText('Naam van het team');
    expect(field).toHaveAccessibleDescription('Dit veld is verplicht.');
    await waitFor(() => expect(field).toHaveFocus());
    expect(sent.lines()).not.toContain('POST /api/team');
  });

  test('renaming a team sends the new name and shows it', async () => {
    const { user } = await openTeamPage();
    const sent = recordRequests();

    await user.click(within(teamItem('Kwaliteit')).getByRole('button', { name: /Naam wijzigen/ }));
    const field = screen.getByLabelText('Nieuwe naam voor Kwaliteit');
    await user.clear(field);
    await user.type(field, 'Kwaliteitszorg');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByRole('heading', { level: 3, name: 'Kwaliteitszorg' })).toBeVisible();
    const update = sent.find('PUT /api/team/3');
    expect(await jsonBody(update)).toEqual({ name: 'Kwaliteitszorg' });
  });

  test('opening the members shows who is in the team', async () => {
    const { user } = await openTeamPage();
    const sent = recordRequests();

    const toggle = within(teamItem('Onderhoud')).getByRole('button', { name: /Leden/ });
    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await within(teamItem('Onderhoud')).findByText('Sophie Meijer')).toBeInTheDocument();
    expect(sent.lines()).toContain('GET /api/team/4/users');
  });

  test('the print switch saves the new setting', async () => {
    const { user } = await openTeamPage();
    const sent = recordRequests();

    const production = screen.getByRole('switch', { name: 'Kaizens afdrukken Productie' });
    expect(production).toBeChecked();
    await user.click(production);

    await waitFor(() => expect(production).not.toBeChecked());
    await waitFor(() => expect(production).toBeEnabled());
    const print = sent.find('PUT /api/team/1/print');
    expect(await jsonBody(print)).toEqual({ print_enabled: false });
  });

  test('deleting asks first, then the team leaves the list', async () => {
    const { user } = await openTeamPage();
    const sent = recordRequests();

    await user.click(within(teamItem('Logistiek')).getByRole('button', { name: /Verwijderen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Team verwijderen?' });
    // Nothing is changed before the answer (reads in the background, such as the top bar's
    // notifications, may come and go).
    expect(sent.lines().filter((line) => !line.startsWith('GET '))).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Team verwijderen' }));

    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { level: 3, name: 'Logistiek' }),
      ).not.toBeInTheDocument(),
    );
    expect(sent.lines()).toContain('PUT /api/team/soft-delete/2');
  });

  test("after a team is deleted the focus lands on the list's heading, not on the page's body", async () => {
    const { user } = await openTeamPage();

    await user.click(within(teamItem('Logistiek')).getByRole('button', { name: /Verwijderen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Team verwijderen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Team verwijderen' }));

    const heading = screen.getByRole('heading', { level: 2, name: 'Alle teams' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test("cancelling the delete puts the focus back on the team's delete button", async () => {
    const { user } = await openTeamPage();
    const remove = within(teamItem('Logistiek')).getByRole('button', { name: /Verwijderen/ });

    await user.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Team verwijderen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(remove).toHaveFocus());
  });

  test('a lead edits their own team only, and neither creates nor deletes teams', async () => {
    await renderApp('/team', { as: 'lead', activeTeamId: 1 });
    await screen.findByRole('list', { name: 'Alle teams' });

    expect(screen.queryByLabelText('Naam van het team')).not.toBeInTheDocument();
    expect(screen.getByText(/Teams aanmaken en verwijderen doet een beheerder/)).toBeVisible();
    const own = within(teamItem('Productie'));
    expect(own.getByRole('button', { name: /Naam wijzigen/ })).toBeVisible();
    expect(own.getByRole('switch')).toBeEnabled();
    const other = within(teamItem('Logistiek'));
    expect(other.queryByRole('button', { name: /Naam wijzigen/ })).not.toBeInTheDocument();
    expect(other.getByRole('switch')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Verwijderen/ })).not.toBeInTheDocument();
  });
});
