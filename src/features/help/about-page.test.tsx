import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { jsonBody, recordRequests } from '@tests/utils/api';
import { renderApp } from '@tests/utils/render-app';

const noteTitles = () =>
  screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);

describe('patch notes on the about screens', () => {
  test.each(['/help/about', '/about'])('%s shows the patch notes newest first', async (url) => {
    const requests = recordRequests();
    await renderApp(url, { as: 'employee' });

    expect(await screen.findByRole('article', { name: 'Engelse vertaling' })).toBeInTheDocument();
    expect(noteTitles()).toEqual(['Engelse vertaling', 'Kaizens verplaatsen', 'Nieuw dashboard']);
    const latest = screen.getByRole('article', { name: 'Engelse vertaling' });
    expect(within(latest).getByText('Versie 2.2.0')).toBeInTheDocument();
    expect(within(latest).getByText('Engels').tagName).toBe('EM');
    expect(requests.to('GET /crud/update')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Nieuwe patchnote' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Bewerken/ })).toBeNull();
  });

  test('the help about page explains the product', async () => {
    await renderApp('/help/about', { as: 'employee' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Over de app' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Zo werkt het' })).toBeInTheDocument();
  });

  test('the superadmin adds a patch note; it is sent and shows first', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/about', { as: 'superadmin' });

    await user.click(await screen.findByRole('button', { name: 'Nieuwe patchnote' }));
    const form = await screen.findByRole('form', { name: 'Nieuwe patchnote' });
    expect(within(form).getByLabelText(/^Versie/)).toHaveFocus();
    await user.type(within(form).getByLabelText(/^Versie/), '2.3.0');
    await user.type(within(form).getByLabelText('Titel'), 'Zoeken in de documentatie');
    await user.type(within(form).getByRole('textbox', { name: 'Tekst' }), 'Zoek ook in de tekst.');
    await user.click(within(form).getByRole('button', { name: 'Opslaan' }));

    await waitFor(() => expect(noteTitles()[0]).toBe('Zoeken in de documentatie'));
    const [sent] = requests.to('POST /crud/update');
    expect(await jsonBody(sent)).toEqual({
      version: '2.3.0',
      title: 'Zoeken in de documentatie',
      body: 'Zoek ook in de tekst.',
    });
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('button', { name: 'Nieuwe patchnote' })).toHaveFocus();
    expect(await screen.findByText('Patchnote opgeslagen')).toBeInTheDocument();
  });

  test('editing a patch note sends its sanitised text to PUT /crud/update/{id}', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/help/about', { as: 'superadmin' });

    await user.click(await screen.findByRole('button', { name: 'Bewerken: Engelse vertaling' }));
    const form = await screen.findByRole('form', { name: 'Patchnote bewerken' });
    expect(within(form).getByLabelText(/^Versie/)).toHaveFocus();
    const title = within(form).getByLabelText('Titel');
    expect(title).toHaveValue('Engelse vertaling');
    await user.clear(title);
    await user.type(title, 'Engels en Nederlands');
    // What a paste of hostile HTML leaves in a contentEditable.
    const editor = within(form).getByRole('textbox', { name: 'Tekst' });
    editor.insertAdjacentHTML(
      'beforeend',
      '<p style="color:red" onclick="window.__qekXss = true">Plak<script>window.__qekXss = true</script></p>',
    );
    fireEvent.input(editor);
    await user.click(within(form).getByRole('button', { name: 'Opslaan' }));

    const article = await screen.findByRole('article', { name: 'Engels en Nederlands' });
    expect(
      within(article).getByRole('button', { name: 'Bewerken: Engels en Nederlands' }),
    ).toHaveFocus();
    const [sent] = requests.to('PUT /crud/update/3');
    expect(await jsonBody(sent)).toEqual({
      version: '2.2.0',
      title: 'Engels en Nederlands',
      body: '<p>De applicatie is nu ook in het <em>Engels</em> beschikbaar. Kies de vlag rechtsboven.</p><p>Plak</p>',
    });
  });

  test('a patch note needs a title and a text; nothing is sent without them', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/help/about', { as: 'superadmin' });

    await user.click(await screen.findByRole('button', { name: 'Nieuwe patchnote' }));
    const form = await screen.findByRole('form', { name: 'Nieuwe patchnote' });
    await user.click(within(form).getByRole('button', { name: 'Opslaan' }));

    expect(within(form).getByLabelText('Titel')).toHaveAccessibleDescription(
      'Dit veld is verplicht.',
    );
    expect(within(form).getByRole('textbox', { name: 'Tekst' })).toHaveAccessibleDescription(
      'Dit veld is verplicht.',
    );
    expect(requests.to('POST /crud/update')).toHaveLength(0);
  });
});
