import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { getDb } from '@/mocks/db/store';
import { formFields, recordRequests } from '@tests/utils/api';
import { renderApp } from '@tests/utils/render-app';
import { rootColor } from './test-utils';

async function openConfigurator() {
  const view = await renderApp('/company/edit', { as: 'admin', activeTeamId: 1 });
  await screen.findByRole('button', { name: 'Instellingen opslaan' });
  return view;
}

const previewBox = () => screen.getByText(/^Voorbeeld met kleur/).closest('figure') as HTMLElement;

describe('company configurator', () => {
  test('renders without React-Bootstrap warnings (controlId next to an id)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    onTestFinished(() => {
      logged.mockRestore();
      warned.mockRestore();
    });
    await openConfigurator();

    const messages = [...logged.mock.calls, ...warned.mock.calls].map((call) => String(call[0]));
    expect(messages.filter((message) => message.includes('controlId'))).toEqual([]);
    expect(screen.getByLabelText('Themakleur (hexcode)')).toHaveAttribute('name');
  });

  test('one tab per language; a tab that misses a translation is marked', async () => {
    delete getDb().companies[0].translations.about_text_en;
    const { user } = await openConfigurator();

    expect(screen.getByRole('tab', { name: 'Nederlands' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'English (vertaling ontbreekt)' })).toBeInTheDocument();

    const panel = screen.getByRole('tabpanel');
    await user.clear(within(panel).getByLabelText('Welkomsttekst'));
    expect(
      screen.getByRole('tab', { name: 'Nederlands (vertaling ontbreekt)' }),
    ).toBeInTheDocument();
  });

  test("each language's tab name and texts carry its lang; the labels stay in the user's", async () => {
    const { user } = await openConfigurator();
    const dutch = screen.getByRole('tab', { name: 'Nederlands' });
    expect(within(dutch).getByText('Nederlands')).toHaveAttribute('lang', 'nl');
    expect(within(screen.getByRole('tabpanel')).getByLabelText('Welkomsttekst')).toHaveAttribute(
      'lang',
      'nl',
    );

    await user.click(screen.getByRole('tab', { name: 'English' }));

    const english = screen.getByRole('tab', { name: 'English' });
    expect(within(english).getByText('English')).toHaveAttribute('lang', 'en');
    const panel = screen.getByRole('tabpanel');
    const welcome = within(panel).getByLabelText('Welkomsttekst');
    expect(welcome).toHaveAttribute('lang', 'en');
    expect(welcome).toHaveAccessibleDescription('Taal: English');
    for (const name of within(panel).getAllByText('English')) {
      expect(name).toHaveAttribute('lang', 'en');
    }
    expect(within(panel).getByText('Welkomsttekst').closest('[lang]')).not.toHaveAttribute(
      'lang',
      'en',
    );
  });

  test('saving sends every text as {field}_{code} with the colour', async () => {
    const { user } = await openConfigurator();
    await user.click(screen.getByRole('tab', { name: 'English' }));
    const about = within(screen.getByRole('tabpanel')).getByLabelText('Over het bedrijf');
    await user.clear(about);
    await user.type(about, 'We make boxes.');
    const requests = recordRequests();

    await user.click(screen.getByRole('button', { name: 'Instellingen opslaan' }));

    expect(await screen.findByText('De bedrijfsinstellingen zijn opgeslagen.')).toBeInTheDocument();
    const fields = await formFields(requests.find('POST /api/company/1'));
    expect(fields).toMatchObject({
      _method: 'PUT',
      color: '#0b63c5',
      about_text_en: 'We make boxes.',
      welcome_text_nl: 'Welkom bij Noordhaven! Elke kleine verbetering telt.',
      contact_text_en: expect.stringContaining('Questions?') as unknown,
    });
    expect(Object.keys(fields)).toHaveLength(8);
  });

  test('a new colour shows in the preview only, and re-themes the app once saved', async () => {
    const { user } = await openConfigurator();
    expect(rootColor()).toBe('#0b63c5');

    const hex = screen.getByLabelText('Themakleur (hexcode)');
    await user.clear(hex);
    await user.type(hex, '#118844');

    expect(previewBox().style.getPropertyValue('--qek-primary')).toBe('#118844');
    expect(rootColor()).toBe('#0b63c5');
    await user.click(screen.getByRole('button', { name: 'Instellingen opslaan' }));

    await waitFor(() => expect(rootColor()).toBe('#118844'));
  });

  test('an invalid colour is refused with a message and never reaches CSS', async () => {
    const { user } = await openConfigurator();
    const requests = recordRequests();

    const hex = screen.getByLabelText('Themakleur (hexcode)');
    await user.clear(hex);
    await user.type(hex, 'red;x');
    await user.click(screen.getByRole('button', { name: 'Instellingen opslaan' }));

    expect(await screen.findByText(/Dit is geen geldige kleur/)).toBeInTheDocument();
    expect(hex).toHaveAttribute('aria-invalid', 'true');
    expect(requests.lines()).not.toContain('POST /api/company/1');
    expect(rootColor()).toBe('#0b63c5');
    expect(previewBox().style.getPropertyValue('--qek-primary')).toBe('#0b63c5');
  });

  test('a new logo shows in the top bar as soon as it is saved', async () => {
    const { user } = await openConfigurator();
    const logo = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });

    await user.upload(screen.getByLabelText('Nieuw logo'), logo);
    // The preview is read from the file, and the top bar shows the saved logo: both take a
    // moment on a busy machine.
    const preview = await screen.findByRole('img', { name: 'Voorbeeld van het logo' });
    await waitFor(() => expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Noordhaven Verpakkingen B.V.' })).toHaveAttribute(
        'src',
        '/build/images/demo-logo.png',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Instellingen opslaan' }));

    // The demo backend answers with the upload as a data URL; the seeded logo is an SVG path.
    await waitFor(() =>
      expect(
        screen.getByRole('img', { name: 'Noordhaven Verpakkingen B.V.' }).getAttribute('src'),
      ).toMatch(/^data:image\/png;base64,/),
    );
  });

  test('a file that is no image is refused before anything is sent', async () => {
    const { user } = await renderApp('/company/edit', { as: 'admin', activeTeamId: 1 });
    await screen.findByLabelText('Nieuw logo');
    const upload = user.setup({ applyAccept: false });

    await upload.upload(
      screen.getByLabelText('Nieuw logo'),
      new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }),
    );

    expect(await screen.findByText(/Dit bestandstype kan niet/)).toBeInTheDocument();
  });

  test('shows whether the API is enabled', async () => {
    await openConfigurator();

    expect(await screen.findByText('API-koppeling: uit')).toBeInTheDocument();
  });
});
