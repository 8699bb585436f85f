import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { jsonBody, recordRequests } from '@tests/utils/api';
import { renderApp } from '@tests/utils/render-app';

/** /user on the roles tab as the admin, once the roles are listed. */
async function openRoles() {
  const view = await renderApp('/user?tab=roles', { as: 'admin', activeTeamId: 1 });
  const table = await screen.findByRole('table', { name: 'Rollen' });
  return { ...view, table };
}

const dialog = () => screen.getByRole('dialog');
const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;

// Whole-app renders with lazy page chunks take seconds on a busy machine.
describe('roles', () => {
  test('lists the roles; the superadmin role cannot be edited', async () => {
    const { table } = await openRoles();

    expect(screen.getByRole('tab', { name: 'Rollen', selected: true })).toBeInTheDocument();
    expect(within(rowOf(table, 'Teamleider')).getByText('8 rechten')).toBeInTheDocument();
    const superadmin = rowOf(table, 'Superbeheerder');
    expect(within(superadmin).getByText('Alle rechten')).toBeInTheDocument();
    expect(within(superadmin).queryByRole('button')).not.toBeInTheDocument();
  });

  test('a new role sends its permissions, with is_assignable as its own field', async () => {
    const { user, table } = await openRoles();
    const sent = recordRequests();

    await user.click(screen.getByRole('button', { name: 'Nieuwe rol' }));
    await user.type(within(dialog()).getByLabelText('Naam'), 'Kwaliteitscoach');
    await user.click(screen.getByLabelText('Kaizens goedkeuren, afwijzen en delen'));
    await user.click(screen.getByLabelText('Help: veelgestelde vragen'));
    await user.click(within(dialog()).getByRole('button', { name: 'Opslaan' }));

    expect(await within(table).findByRole('rowheader', { name: 'Kwaliteitscoach' })).toBeVisible();
    expect(await jsonBody(sent.to('POST /api/role')[0])).toEqual({
      name: 'Kwaliteitscoach',
      permissions: ['review kaizen', 'view faq'],
      is_assignable: true,
    });
    expect(await screen.findByText('Rol aangemaakt')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('editing a role sends the changed permissions and the switch separately', async () => {
    const { user, table } = await openRoles();
    const sent = recordRequests();

    await user.click(screen.getByRole('button', { name: 'Rol Teamleider bewerken' }));
    expect(screen.getByLabelText('Kaizens goedkeuren, afwijzen en delen')).toBeChecked();
    await user.click(screen.getByLabelText('Kaizens verplaatsen naar een ander team'));
    await user.click(screen.getByRole('switch', { name: 'Toewijsbaar aan gebruikers' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Opslaan' }));

    await waitFor(() => expect(within(rowOf(table, 'Teamleider')).getByText('Nee')).toBeVisible());
    const body = (await jsonBody(sent.to('PUT /api/role/3')[0])) as Record<string, unknown>;
    expect(body.is_assignable).toBe(false);
    expect(new Set(body.permissions as string[])).toEqual(
      new Set([
        'create kaizen',
        'view team',
        'review kaizen',
        'view about',
        'view contact',
        'view document',
        'view faq',
      ]),
    );
  });

  test('a name that is taken is shown at the field and the choices are kept', async () => {
    const { user } = await openRoles();

    await user.click(screen.getByRole('button', { name: 'Nieuwe rol' }));
    await user.type(within(dialog()).getByLabelText('Naam'), 'Admin');
    await user.click(screen.getByLabelText('Teams beheren'));
    await user.click(within(dialog()).getByRole('button', { name: 'Opslaan' }));

    const name = within(dialog()).getByLabelText('Naam');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(/al in gebruik/);
    expect(name).toHaveValue('Admin');
    expect(screen.getByLabelText('Teams beheren')).toBeChecked();
    expect(within(dialog()).getByRole('alert')).toBeInTheDocument();
  });
});
