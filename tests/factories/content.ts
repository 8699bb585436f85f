import type { z } from 'zod/mini';
import type {
  documentSchema,
  documentTitleSchema,
  editorImageSchema,
  patchNoteSchema,
} from '@/api/schemas/content';
import { nextId, timestamp } from './sequence';

type PatchNoteResponse = z.input<typeof patchNoteSchema>;
type EditorImageResponse = z.input<typeof editorImageSchema>;
type DocumentResponse = z.input<typeof documentSchema>;
type DocumentTitleResponse = z.input<typeof documentTitleSchema>;

export function buildPatchNote(overrides: Partial<PatchNoteResponse> = {}): PatchNoteResponse {
  const id = nextId();
  return {
    id,
    version: `1.${id}.0`,
    title: `Update ${id}`,
    body: '<p>Fixes and improvements.</p>',
    created_at: timestamp(),
    ...overrides,
  };
}

export function buildEditorImage(
  overrides: Partial<EditorImageResponse> = {},
): EditorImageResponse {
  const id = nextId();
  return { id, src: `/storage/editor/${id}.png`, ...overrides };
}

export function buildDocument(overrides: Partial<DocumentResponse> = {}): DocumentResponse {
  const id = nextId();
  return {
    id,
    document_title_id: nextId(),
    title: `Document ${id}`,
    body: '<p>How it works.</p>',
    ...overrides,
  };
}

/** A documentation chapter without documents. */
export function buildDocumentTitle(
  overrides: Partial<DocumentTitleResponse> = {},
): DocumentTitleResponse {
  const id = nextId();
  return { id, title: `Chapter ${id}`, index: 0, documents: [], ...overrides };
}
