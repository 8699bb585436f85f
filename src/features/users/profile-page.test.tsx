import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { formFields, recordRequests } from '@tests/utils/api';
import { pngFile } from '@tests/utils/files';
import { renderApp } from '@tests/utils/render-app';

/** /profile as the team leader Lars Jansen (nl and en allowed), once the form is there. */
async function openProfile() {
  const view = await renderApp('/profile', { as: 'lead' });
  await screen.findByRole('heading', { name: 'Profiel' });
  return view;
}

const field = (label: string | RegExp) => screen.getByLabelText(label);
const save = () => screen.getByRole('button', { name: 'Opslaan' });

// Whole-app renders with lazy page chunks take seconds on a busy machine.
describe('profile', () => {
  test('saving a new name and picture updates the top bar at once', async () => {
    const { user } = await openProfile();
    const sent = recordRequests();

    await user.clear(field('Naam'));
    await user.type(field('Naam'), 'Lars de Jong');
    await user.upload(field(/Profielfoto/), pngFile());
    expect(
      await screen.findByRole('img', { name: 'Voorbeeld van de gekozen foto' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    await user.click(save());

    const menu = await screen.findByRole('button', { name: 'Profielmenu van Lars de Jong' });
    expect(menu.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    expect(await screen.findByText('Profiel opgeslagen')).toBeInTheDocument();
    const [request] = sent.to('POST /api/user/profile');
    const fields = await formFields(request);
    expect(fields).toMatchObject({ _method: 'PUT', name: 'Lars de Jong', locale: 'nl' });
    expect(fields.picture).toMatchObject({ type: 'image/png' });
    expect(fields).not.toHaveProperty('password');
    expect(sent.to('GET /api/user')).toHaveLength(0);
  });

  test('choosing another language saves it and switches the app to it', async () => {
    const { user } = await openProfile();
    const sent = recordRequests();

    await user.selectOptions(field('Taal'), 'English');
    await user.click(save());

    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(i18n.language).toBe('en');
    expect(await formFields(sent.to('POST /api/user/profile')[0])).toMatchObject({ locale: 'en' });
    expect(sent.to('GET /api/session/locale/en')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  test('a password change sends all three fields and empties them after saving', async () => {
    const { user } = await openProfile();
    const sent = recordRequests();

    await user.type(field('Huidig wachtwoord'), 'kaizen');
    await user.type(field('Nieuw wachtwoord'), 'nieuwgeheim');
    await user.type(field('Herhaal nieuw wachtwoord'), 'nieuwgeheim');
    await user.click(save());

    expect(await screen.findByText('Profiel opgeslagen')).toBeInTheDocument();
    expect(await formFields(sent.to('POST /api/user/profile')[0])).toMatchObject({
      current_password: 'kaizen',
      password: 'nieuwgeheim',
      password_confirmation: 'nieuwgeheim',
    });
    expect(field('Nieuw wachtwoord')).toHaveValue('');
  });

  test('a wrong current password is shown at its field and every value is kept', async () => {
    const { user } = await openProfile();

    await user.clear(field('Naam'));
    await user.type(field('Naam'), 'Lars de Jong');
    await user.type(field('Huidig wachtwoord'), 'fout-wachtwoord');
    await user.type(field('Nieuw wachtwoord'), 'nieuwgeheim');
    await user.type(field('Herhaal nieuw wachtwoord'), 'nieuwgeheim');
    await user.click(save());

    await waitFor(() =>
      expect(field('Huidig wachtwoord')).toHaveAccessibleDescription(
        'Het huidige wachtwoord is onjuist.',
      ),
    );
    // The focus follows the error in an effect after it is drawn: a busy machine shows the gap.
    await waitFor(() => expect(field('Huidig wachtwoord')).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Controleer de gemarkeerde velden.');
    expect(field('Naam')).toHaveValue('Lars de Jong');
    expect(field('Nieuw wachtwoord')).toHaveValue('nieuwgeheim');
    expect(screen.getByRole('button', { name: 'Profielmenu van Lars Jansen' })).toBeInTheDocument();
  });

  test('a new password that does not match is refused before sending', async () => {
    const { user } = await openProfile();
    const sent = recordRequests();

    await user.type(field('Huidig wachtwoord'), 'kaizen');
    await user.type(field('Nieuw wachtwoord'), 'nieuwgeheim');
    await user.type(field('Herhaal nieuw wachtwoord'), 'anders123');
    await user.click(save());

    expect(field('Herhaal nieuw wachtwoord')).toHaveAccessibleDescription(
      'De wachtwoorden komen niet overeen.',
    );
    expect(sent.to('POST /api/user/profile')).toHaveLength(0);
  });

  test('a file that is not an image or too large is refused before it is sent', async () => {
    await openProfile();
    // The file dialog would hide other types; a drop or "all files" does not.
    const user = userEvent.setup({ applyAccept: false });
    const upload = field(/Profielfoto/);
    const sent = recordRequests();

    await user.upload(upload, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Kies een afbeelding van het type JPG, PNG, WebP of GIF.',
    );
    const huge = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(upload, huge);
    expect(upload).toHaveAccessibleDescription(/te groot; kies er een van hoogstens 2 MB/);

    await user.click(save());
    expect(await screen.findByText('Profiel opgeslagen')).toBeInTheDocument();
    expect(await formFields(sent.to('POST /api/user/profile')[0])).not.toHaveProperty('picture');
  });
});
