import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { getDb } from '@/mocks/db/store';
import { ACCOUNTS } from '@/mocks/testing';
import { renderApp } from '@tests/utils/render-app';

const texts = {
  nl: {
    users: 'Gebruikers',
    roles: 'Rollen',
    newUser: 'Nieuwe gebruiker',
    admin: 'Beheerder',
    lead: 'Teamleider',
    employee: 'Medewerker',
    superadmin: 'Superbeheerder',
    profile: 'Uw rollen: Beheerder, Ploegleider Zwolle',
    edit: 'Rol Teamleider bewerken',
    shownAs: 'Deze standaardrol wordt getoond als „Teamleider”.',
  },
  en: {
    users: 'Users',
    roles: 'Roles',
    newUser: 'New user',
    admin: 'Administrator',
    lead: 'Team leader',
    employee: 'Employee',
    superadmin: 'Super administrator',
    profile: 'Your roles: Administrator, Ploegleider Zwolle',
    edit: 'Edit role Team leader',
    shownAs: 'This standard role is shown as “Team leader”.',
  },
} as const;

/** The admin in `locale`, also holding a role an admin made up, which the client cannot know. */
function adminWithOwnRole(locale: 'nl' | 'en') {
  const db = getDb();
  const admin = db.users.find((row) => row.email === ACCOUNTS.admin);
  if (!admin) throw new Error('The seed has no admin.');
  const id = Math.max(...db.roles.map((role) => role.id)) + 1;
  db.roles.push({ id, name: 'Ploegleider Zwolle', permissions: [], is_assignable: true });
  admin.role_ids.push(id);
  admin.locale = locale;
}

describe.each(['nl', 'en'] as const)('role names in %s', (locale) => {
  const text = texts[locale];

  test('the user table and the user form name the roles in the language; a new role keeps its own name', async () => {
    adminWithOwnRole(locale);
    const { user } = await renderApp('/user', { as: 'admin', activeTeamId: 1, locale });
    const table = await screen.findByRole('table', { name: text.users });
    const anouk = (await within(table).findByRole('rowheader', { name: 'Anouk de Vries' })).closest(
      'tr',
    );
    if (!anouk) throw new Error('No row for the admin.');
    expect(within(anouk).getByText(`${text.admin}, Ploegleider Zwolle`)).toBeVisible();
    expect(within(table).queryByText('admin')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: text.newUser }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByLabelText(text.lead)).not.toBeChecked();
    expect(dialog.getByLabelText(text.employee)).toBeInTheDocument();
    expect(dialog.getByLabelText('Ploegleider Zwolle')).toBeInTheDocument();
    expect(dialog.queryByLabelText('teamleader')).not.toBeInTheDocument();
  });

  test('the role list names the roles in the language; the form tells how a name is shown', async () => {
    adminWithOwnRole(locale);
    const { user } = await renderApp('/user?tab=roles', { as: 'admin', activeTeamId: 1, locale });
    const table = await screen.findByRole('table', { name: text.roles });
    const names = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual([
      text.superadmin,
      text.admin,
      text.lead,
      text.employee,
      'Ploegleider Zwolle',
    ]);

    await user.click(screen.getByRole('button', { name: text.edit }));
    const name = within(await screen.findByRole('dialog')).getByRole('textbox', {
      name: /^(Naam|Name)$/,
    });
    expect(name).toHaveValue('teamleader');
    expect(name).toHaveAccessibleDescription(text.shownAs);
  });

  test("the profile names the user's roles in the language", async () => {
    adminWithOwnRole(locale);
    await renderApp('/profile', { as: 'admin', activeTeamId: 1, locale });
    expect(await screen.findByText(text.profile)).toBeVisible();
  });
});
