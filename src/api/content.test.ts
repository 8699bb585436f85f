import { describe, expect, test } from 'vitest';
import {
  buildDocument,
  buildDocumentTitle,
  buildEditorImage,
  buildPatchNote,
  timestamp,
} from '@tests/factories';
import { answer, formFields, jsonBody, requestLine } from '@tests/utils/api';
import {
  createDocument,
  createPatchNote,
  fetchDocumentTitles,
  fetchEditorImages,
  fetchPatchNotes,
  replaceEditorImage,
  updateDocument,
  updatePatchNote,
  uploadEditorImage,
} from './content';

describe('patch notes', () => {
  test("are shown in the reverse of the server's order (spec §7), whatever their dates", async () => {
    const received = answer('get', '/crud/update', [
      buildPatchNote({ title: 'January', created_at: timestamp(0) }),
      buildPatchNote({ title: 'March', created_at: timestamp(2 * 60 * 24 * 30) }),
      buildPatchNote({ title: 'February', created_at: timestamp(60 * 24 * 30) }),
    ]);

    const notes = await fetchPatchNotes();

    expect(requestLine(received.only)).toBe('GET /crud/update');
    expect(notes.map((note) => note.title)).toEqual(['February', 'March', 'January']);
  });

  test('the last one the server lists comes first', async () => {
    answer('get', '/crud/update', [
      buildPatchNote({ id: 1, created_at: timestamp() }),
      buildPatchNote({ id: 2, created_at: timestamp() }),
    ]);

    const notes = await fetchPatchNotes();

    expect(notes.map((note) => note.id)).toEqual([2, 1]);
  });

  test('creating a note posts version, title and body', async () => {
    const input = { version: '2.1.0', title: 'Photos', body: '<p>Before and after.</p>' };
    const received = answer('post', '/crud/update', buildPatchNote(input));

    await expect(createPatchNote(input)).resolves.toMatchObject(input);

    expect(requestLine(received.only)).toBe('POST /crud/update');
    expect(await jsonBody(received.only)).toEqual(input);
  });

  test('updating a note puts to its id', async () => {
    const input = { version: '2.1.1', title: 'Photos', body: '' };
    const received = answer('put', '/crud/update/8', buildPatchNote({ id: 8, ...input }));

    await expect(updatePatchNote(8, input)).resolves.toMatchObject({ id: 8, version: '2.1.1' });

    expect(requestLine(received.only)).toBe('PUT /crud/update/8');
    expect(await jsonBody(received.only)).toEqual(input);
  });
});

describe('editor images', () => {
  test('are listed', async () => {
    const images = [buildEditorImage(), buildEditorImage()];
    const received = answer('get', '/crud/editor_image', images);

    await expect(fetchEditorImages()).resolves.toEqual(images);

    expect(requestLine(received.only)).toBe('GET /crud/editor_image');
  });

  test('an image with an unsafe or foreign address is left out of the list', async () => {
    const kept = buildEditorImage({ src: '/storage/editor/1.png' });
    answer('get', '/crud/editor_image', [
      buildEditorImage({ src: 'javascript:alert(1)' }),
      kept,
      buildEditorImage({ src: 'http://evil.example/x.png' }),
    ]);

    await expect(fetchEditorImages()).resolves.toEqual([kept]);
  });

  test('uploading posts the image as a form field', async () => {
    const sent = buildEditorImage();
    const received = answer('post', '/crud/editor_image', sent);

    await expect(
      uploadEditorImage(new File(['png'], 'chart.png', { type: 'image/png' })),
    ).resolves.toEqual(sent);

    expect(requestLine(received.only)).toBe('POST /crud/editor_image');
    const fields = await formFields(received.only);
    expect(Object.keys(fields)).toEqual(['image']);
    expect(fields.image).toMatchObject({ type: 'image/png' });
  });

  test('replacing an image posts it with _method=PUT', async () => {
    const received = answer('post', '/crud/editor_image/3', buildEditorImage({ id: 3 }));

    await replaceEditorImage(3, new File(['gif'], 'chart.gif', { type: 'image/gif' }));

    expect(requestLine(received.only)).toBe('POST /crud/editor_image/3');
    const { image, ...fields } = await formFields(received.only);
    expect(fields).toEqual({ _method: 'PUT' });
    expect(image).toMatchObject({ type: 'image/gif' });
  });
});

describe('documentation', () => {
  test('the document titles are sorted by index', async () => {
    const received = answer('get', '/crud/document-title', [
      buildDocumentTitle({ title: 'FAQ', index: 3 }),
      buildDocumentTitle({ title: 'Start', index: 1 }),
      buildDocumentTitle({ title: 'Safety', index: 2 }),
    ]);

    const titles = await fetchDocumentTitles();

    expect(requestLine(received.only)).toBe('GET /crud/document-title');
    expect(titles.map((title) => title.title)).toEqual(['Start', 'Safety', 'FAQ']);
  });

  test('creating a document posts its chapter, title and body', async () => {
    const input = { document_title_id: 4, title: 'Filing a kaizen', body: '<p>Steps</p>' };
    const received = answer('post', '/crud/document', buildDocument(input));

    await expect(createDocument(input)).resolves.toMatchObject(input);

    expect(requestLine(received.only)).toBe('POST /crud/document');
    expect(await jsonBody(received.only)).toEqual(input);
  });

  test('updating a document puts to its id', async () => {
    const input = { document_title_id: 4, title: 'Filing a kaizen', body: '<p>New steps</p>' };
    const received = answer('put', '/crud/document/12', buildDocument({ id: 12, ...input }));

    await expect(updateDocument(12, input)).resolves.toMatchObject({ id: 12, ...input });

    expect(requestLine(received.only)).toBe('PUT /crud/document/12');
    expect(await jsonBody(received.only)).toEqual(input);
  });
});
