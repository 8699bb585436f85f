import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { getDb } from '@/mocks/db/store';
import { answer, formFields, jsonBody, recordRequests } from '@tests/utils/api';
import { pngFile } from '@tests/utils/files';
import { renderApp } from '@tests/utils/render-app';

async function openForm(name: string | RegExp, url = '/help/documentation') {
  const app = await renderApp(url, { as: 'superadmin' });
  await app.user.click(await screen.findByRole('button', { name }));
  const form = await screen.findByRole('form', undefined);
  return { ...app, form, editor: within(form).getByRole('textbox', { name: 'Tekst' }) };
}

describe('editing the documentation (superadmin)', () => {
  test('a new document is sent to POST /crud/document and opened', async () => {
    const requests = recordRequests();
    const { user, form, editor, router } = await openForm('Nieuw document');

    expect(form).toHaveAccessibleName('Nieuw document');
    expect(within(form).getByLabelText('Hoofdstuk')).toHaveFocus();
    await user.selectOptions(within(form).getByLabelText('Hoofdstuk'), 'Beoordelen');
    await user.type(within(form).getByLabelText('Titel'), 'Kaizens delen');
    await user.type(editor, 'Deel een goede kaizen.');
    await user.click(within(form).getByRole('button', { name: 'Opslaan' }));

    const article = await screen.findByRole('article', { name: 'Kaizens delen' });
    expect(article).toHaveTextContent('Deel een goede kaizen.');
    const [sent] = requests.to('POST /crud/document');
    expect(await jsonBody(sent)).toEqual({
      document_title_id: 2,
      title: 'Kaizens delen',
      body: 'Deel een goede kaizen.',
    });
    expect(router.state.location.search).toBe('?document=7');
    expect(screen.getByRole('button', { name: 'Nieuw document' })).toHaveFocus();
    const toc = screen.getByRole('navigation', { name: 'Inhoudsopgave' });
    expect(within(toc).getByRole('link', { name: 'Kaizens delen' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('a link takes only a safe address and is sent with the text', async () => {
    const requests = recordRequests();
    const { user, form, editor } = await openForm('Nieuw document');
    await user.type(within(form).getByLabelText('Titel'), 'Links');
    await user.type(editor, 'Zie ');

    await user.click(within(form).getByRole('button', { name: 'Link' }));
    const address = within(form).getByLabelText('Linkadres');
    expect(address).toHaveFocus();
    await user.type(address, 'JaVaScRiPt:alert(1){Enter}');
    expect(address).toHaveAccessibleDescription(/Dit adres is niet toegestaan/);
    await user.clear(address);
    await user.type(address, 'https://example.com/delen{Enter}');
    expect(
      within(editor).getByRole('link', { name: 'https://example.com/delen' }),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Opslaan' }));

    await screen.findByRole('article', { name: 'Links' });
    const [sent] = requests.to('POST /crud/document');
    expect(await jsonBody(sent)).toMatchObject({
      body:
        'Zie <a href="https://example.com/delen" target="_blank" rel="noopener noreferrer">' +
        'https://example.com/delen</a>',
    });
  });

  test('editing the unsafe document sends its sanitised HTML to PUT /crud/document/{id}', async () => {
    const requests = recordRequests();
    const { user, form, editor } = await openForm(
      'Bewerken: HTML met risico’s',
      '/help/documentation?document=4',
    );

    expect(editor.querySelector('script, [onerror], [href^="javascript" i]')).toBeNull();
    const title = within(form).getByLabelText('Titel');
    await user.clear(title);
    await user.type(title, 'Veilige opmaak');
    await user.click(within(form).getByRole('button', { name: 'Opslaan' }));

    const article = await screen.findByRole('article', { name: 'Veilige opmaak' });
    expect(within(article).getByRole('button', { name: /^Bewerken/ })).toHaveFocus();
    const [sent] = requests.to('PUT /crud/document/4');
    expect(await jsonBody(sent)).toEqual({
      document_title_id: 3,
      title: 'Veilige opmaak',
      body:
        '<h2>Opmaak</h2><p>Deze pagina bevat bewust onveilige HTML.</p>' +
        '<img src="/missing.png" alt="kapot plaatje">' +
        '<p><a>Klik hier</a> en <a href="https://example.com" target="_blank" rel="noopener noreferrer">een veilige link</a>.</p>',
    });
    expect(window.__qekXss).toBeUndefined();
  });

  test('an uploaded image is posted as multipart to /crud/editor_image and inserted', async () => {
    const requests = recordRequests();
    const { user, form, editor } = await openForm(
      'Bewerken: Een kaizen indienen',
      '/help/documentation?document=1',
    );

    await user.upload(
      within(form).getByLabelText('Afbeelding uploaden'),
      pngFile('werkplek-schema.png'),
    );

    // The alt text starts from the file name, and its field opens to say better.
    const alt = await within(form).findByDisplayValue('werkplek schema');
    expect(alt).toHaveFocus();
    expect(alt).toHaveAccessibleName(/^Beschrijving van afbeelding \d+$/);
    await user.clear(alt);
    await user.type(alt, 'Schema van de werkplek{Enter}');
    expect(within(form).queryByDisplayValue('Schema van de werkplek')).not.toBeInTheDocument();
    expect(editor).toHaveFocus();

    const image = await within(editor).findByRole('img', { name: 'Schema van de werkplek' });
    const stored = getDb().editorImages.at(-1);
    expect(stored?.id).toBe(3);
    expect(stored?.src).toMatch(/^data:image\/png;base64,/);
    expect(image).toHaveAttribute('src', stored?.src);
    const [upload] = requests.to('POST /crud/editor_image');
    expect(upload.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const { image: sentFile } = await formFields(upload);
    // jsdom's File loses its name and bytes on the way into Node's FormData; the type survives.
    expect(sentFile).toMatchObject({ type: 'image/png' });

    await user.click(within(form).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(requests.to('PUT /crud/document/1')).toHaveLength(1));
    const [sent] = requests.to('PUT /crud/document/1');
    expect(await jsonBody(sent)).toMatchObject({
      body: expect.stringContaining(
        `<img src="${stored?.src}" alt="Schema van de werkplek">`,
      ) as unknown,
    });
    const article = await screen.findByRole('article', { name: 'Een kaizen indienen' });
    expect(
      within(article).getByRole('img', { name: 'Schema van de werkplek' }),
    ).toBeInTheDocument();
  });

  test('the alt text of an image already in the text can be changed', async () => {
    const requests = recordRequests();
    const { user, form, editor } = await openForm(
      'Bewerken: HTML met risico’s',
      '/help/documentation?document=4',
    );

    await user.click(within(form).getByRole('button', { name: 'Alt-teksten' }));
    const alt = within(form).getByLabelText('Beschrijving van afbeelding 1');
    expect(alt).toHaveFocus();
    expect(alt).toHaveValue('kapot plaatje');
    expect(alt).toHaveAccessibleDescription(/Beschrijf wat er op de afbeelding staat/);
    await user.clear(alt);
    await user.type(alt, 'Ontbrekende afbeelding');
    await user.click(within(form).getByRole('button', { name: 'Beschrijvingen toepassen' }));

    expect(within(editor).getByRole('img', { name: 'Ontbrekende afbeelding' })).toBeInTheDocument();
    expect(editor).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(requests.to('PUT /crud/document/4')).toHaveLength(1));
    expect(await jsonBody(requests.to('PUT /crud/document/4')[0])).toMatchObject({
      body: expect.stringContaining(
        '<img src="/missing.png" alt="Ontbrekende afbeelding">',
      ) as unknown,
    });
  });
  test('an image uploaded before is picked from GET /crud/editor_image, replaced and inserted with its alt text', async () => {
    const requests = recordRequests();
    const { user, form, editor } = await openForm(
      'Bewerken: Een kaizen indienen',
      '/help/documentation?document=1',
    );

    await user.click(within(form).getByRole('button', { name: 'Eerder geüploade afbeelding' }));
    const dialog = await screen.findByRole('dialog', { name: 'Een geüploade afbeelding invoegen' });
    const list = await within(dialog).findByRole('list', { name: 'Geüploade afbeeldingen' });
    expect(requests.to('GET /crud/editor_image')).toHaveLength(1);
    const choices = within(list).getAllByRole('button');
    expect(choices.map((choice) => choice.textContent)).toEqual(['Afbeelding 1', 'Afbeelding 2']);
    const insert = within(dialog).getByRole('button', { name: 'Afbeelding invoegen' });
    expect(insert).toBeDisabled();

    await user.click(within(list).getByRole('button', { name: 'Afbeelding 2' }));
    expect(within(list).getByRole('button', { name: 'Afbeelding 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.upload(
      within(dialog).getByLabelText('Nieuw bestand voor de gekozen afbeelding'),
      pngFile('werkplek-na.png'),
    );
    expect(
      await within(dialog).findByText(
        'Afbeelding 2 is vervangen; de tekst toont het nieuwe bestand.',
      ),
    ).toBeInTheDocument();
    const [replaced] = requests.to('POST /crud/editor_image/2');
    expect(await formFields(replaced)).toMatchObject({
      _method: 'PUT',
      image: { type: 'image/png' },
    });
    const stored = getDb().editorImages.find((image) => image.id === 2);
    expect(stored?.src).toMatch(/^data:image\/png;base64,/);

    await user.type(within(dialog).getByLabelText('Beschrijving (alt-tekst)'), 'Werkplek na 5S');
    await user.click(insert);

    const image = await within(editor).findByRole('img', { name: 'Werkplek na 5S' });
    expect(image).toHaveAttribute('src', stored?.src);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(form).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(requests.to('PUT /crud/document/1')).toHaveLength(1));
    expect(await jsonBody(requests.to('PUT /crud/document/1')[0])).toMatchObject({
      body: expect.stringContaining(`<img src="${stored?.src}" alt="Werkplek na 5S">`) as unknown,
    });
  });

  test('an editor image with an unsafe or foreign address is never shown or offered', async () => {
    answer('get', '/crud/editor_image', [
      { id: 1, src: 'javascript:alert(1)' },
      { id: 2, src: 'http://evil.example/x.png' },
      { id: 3, src: '/storage/editor/3.png' },
    ]);
    const { user, form } = await openForm(
      'Bewerken: Een kaizen indienen',
      '/help/documentation?document=1',
    );

    await user.click(within(form).getByRole('button', { name: 'Eerder geüploade afbeelding' }));
    const dialog = await screen.findByRole('dialog', { name: 'Een geüploade afbeelding invoegen' });

    await within(dialog).findByRole('list');
    const shown = [...dialog.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(shown).toEqual(['/storage/editor/3.png']);
    expect(within(dialog).getByRole('button', { name: 'Afbeelding invoegen' })).toBeDisabled();
  });
});
