import { z } from 'zod/mini';
import { request, spoofed, toFormData } from './http';
import {
  documentSchema,
  documentTitleSchema,
  editorImageSchema,
  listedEditorImageSchema,
  type EditorImage,
  patchNoteSchema,
  type DocumentInput,
  type PatchNoteInput,
} from './schemas/content';

/** GET /crud/update, shown reversed (spec §7): the server lists the oldest first. */
export async function fetchPatchNotes() {
  const notes = await request(z.array(patchNoteSchema), { method: 'get', url: '/crud/update' });
  return [...notes].reverse();
}

/** POST /crud/update */
export function createPatchNote(input: PatchNoteInput) {
  return request(patchNoteSchema, { method: 'post', url: '/crud/update', data: input });
}

/** PUT /crud/update/{id} */
export function updatePatchNote(id: number, input: PatchNoteInput) {
  return request(patchNoteSchema, { method: 'put', url: `/crud/update/${id}`, data: input });
}

/**
 * GET /crud/editor_image. An image whose address is refused (a script URL, a host the
 * deployment does not trust) is left out: the others can still be picked.
 */
export async function fetchEditorImages(): Promise<EditorImage[]> {
  const images = await request(z.array(listedEditorImageSchema), {
    method: 'get',
    url: '/crud/editor_image',
  });
  return images.filter((image): image is EditorImage => image.src !== null);
}

/**
 * POST /crud/editor_image: uploads an image for the rich-text editor. `repeatable`: without its
 * answer the upload is of no use (the editor needs the address to insert it), and a second send
 * can at most leave an unused copy of the file (docs/decisions.md, "A write is done
 * once, however often it is sent").
 */
export function uploadEditorImage(image: Blob) {
  return request(editorImageSchema, {
    method: 'post',
    url: '/crud/editor_image',
    repeatable: true,
    data: toFormData({ image }),
  });
}

/** PUT /crud/editor_image/{id}: replaces an editor image (multipart, so spoofed). */
export function replaceEditorImage(id: number, image: Blob) {
  return spoofed(editorImageSchema, 'PUT', `/crud/editor_image/${id}`, { image });
}

/** GET /crud/document-title, sorted by index (spec §7). */
export async function fetchDocumentTitles() {
  const titles = await request(z.array(documentTitleSchema), {
    method: 'get',
    url: '/crud/document-title',
  });
  return [...titles].sort((a, b) => a.index - b.index);
}

/** POST /crud/document (no trailing slash: docs/api.md §1) */
export function createDocument(input: DocumentInput) {
  return request(documentSchema, { method: 'post', url: '/crud/document', data: input });
}

/** PUT /crud/document/{id} */
export function updateDocument(id: number, input: DocumentInput) {
  return request(documentSchema, { method: 'put', url: `/crud/document/${id}`, data: input });
}
