import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { formFields, recordRequests } from '@tests/utils/api';
import { pngFile } from '@tests/utils/files';
import { renderApp } from '@tests/utils/render-app';

/** /user as the admin, once the users are listed; records what is sent from then on. */
async function openUsers() {
  const view = await renderApp('/user', { as: 'admin', activeTeamId: 1 });
  const table = await screen.findByRole('table', { name: 'Gebruikers' });
  await within(table).findByRole('rowheader', { name: 'Anouk de Vries' });
  return { ...view, table, sent: recordRequests() };
}

/** The open dialog, once its data has arrived. */
async function dialogReady() {
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByLabelText('Naam');
  return within(dialog);
}

// Whole-app renders with lazy page chunks take seconds on a busy machine.
describe('user dialog', () => {
  test('a new user is sent with roles[], teams[] and a picture, then listed', async () => {
    const { user, table, sent } = await openUsers();

    await user.click(screen.getByRole('button', { name: 'Nieuwe gebruiker' }));
    const dialog = await dialogReady();
    expect(dialog.queryByLabelText('Superbeheerder')).not.toBeInTheDocument();
    await user.type(dialog.getByLabelText('Naam'), 'Iris Vos');
    await user.type(dialog.getByLabelText('E-mailadres'), 'iris@kaizen.demo');
    await user.type(dialog.getByLabelText('Wachtwoord'), 'welkom123');
    await user.selectOptions(dialog.getByLabelText('Taal'), 'English');
    await user.click(dialog.getByLabelText('Teamleider'));
    await user.click(dialog.getByLabelText('Logistiek'));
    await user.upload(dialog.getByLabelText(/Profielfoto/), pngFile());
    await user.click(dialog.getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('Gebruiker aangemaakt')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const { picture, ...fields } = await formFields(sent.to('POST /api/user')[0]);
    expect(fields).toEqual({
      name: 'Iris Vos',
      email: 'iris@kaizen.demo',
      password: 'welkom123',
      locale: 'en',
      'roles[]': ['3'],
      'teams[]': ['2'],
    });
    expect(picture).toMatchObject({ type: 'image/png' });
    expect(await within(table).findByRole('rowheader', { name: 'Iris Vos' })).toBeVisible();
    expect(sent.to('POST /api/user/table')).toHaveLength(1);
  });

  test('editing loads the user and sends POST with _method=PUT, without a password', async () => {
    const { user, table, sent } = await openUsers();

    await user.click(screen.getByRole('button', { name: 'Gebruiker Emma Bakker bewerken' }));
    const dialog = await dialogReady();
    expect(sent.to('GET /crud/user/4')).toHaveLength(1);
    expect(dialog.getByLabelText('E-mailadres')).toHaveValue('employee@kaizen.demo');
    expect(dialog.getByLabelText('Medewerker')).toBeChecked();
    expect(dialog.getByLabelText('Productie')).toBeChecked();
    await user.clear(dialog.getByLabelText('Naam'));
    await user.type(dialog.getByLabelText('Naam'), 'Emma de Bakker');
    await user.click(dialog.getByLabelText('Productie'));
    await user.click(dialog.getByRole('button', { name: 'Opslaan' }));

    expect(await within(table).findByRole('rowheader', { name: 'Emma de Bakker' })).toBeVisible();
    expect(await formFields(sent.to('POST /api/user/4')[0])).toEqual({
      _method: 'PUT',
      name: 'Emma de Bakker',
      email: 'employee@kaizen.demo',
      locale: 'nl',
      'roles[]': ['4'],
      'teams[]': ['2'],
    });
    expect(screen.getByText('Gebruiker opgeslagen')).toBeInTheDocument();
  });

  test('a 422 is shown at its field and everything typed is kept', async () => {
    const { user } = await openUsers();

    await user.click(screen.getByRole('button', { name: 'Nieuwe gebruiker' }));
    const dialog = await dialogReady();
    await user.type(dialog.getByLabelText('Naam'), 'Lars Tweede');
    await user.type(dialog.getByLabelText('E-mailadres'), 'lead@kaizen.demo');
    await user.type(dialog.getByLabelText('Wachtwoord'), 'welkom123');
    await user.click(dialog.getByLabelText('Medewerker'));
    await user.click(dialog.getByRole('button', { name: 'Opslaan' }));

    const email = dialog.getByLabelText('E-mailadres');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(/al in gebruik/);
    // The focus moves once the field's error is drawn, a render after the answer.
    await waitFor(() => expect(email).toHaveFocus());
    expect(dialog.getByRole('alert')).toHaveTextContent('Controleer de gemarkeerde velden.');
    expect(email).toHaveValue('lead@kaizen.demo');
    expect(dialog.getByLabelText('Naam')).toHaveValue('Lars Tweede');
    expect(dialog.getByLabelText('Wachtwoord')).toHaveValue('welkom123');
    expect(dialog.getByLabelText('Medewerker')).toBeChecked();
  });

  test('a role that may not be handed out stays on, fixed, when its holder is edited', async () => {
    const { user, table, sent } = await openUsers();

    await user.click(screen.getByRole('button', { name: '2' }));
    await user.click(
      await within(table).findByRole('button', { name: 'Gebruiker Sander Willems bewerken' }),
    );
    const dialog = await dialogReady();
    expect(dialog.getByLabelText('Superbeheerder')).toBeChecked();
    expect(dialog.getByLabelText('Superbeheerder')).toBeDisabled();
    await user.click(dialog.getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('Gebruiker opgeslagen')).toBeInTheDocument();
    expect(await formFields(sent.to('POST /api/user/1')[0])).toMatchObject({ 'roles[]': ['1'] });
  });
});
