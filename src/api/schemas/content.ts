import { z } from 'zod/mini';
import {
  dateTimeSchema,
  idSchema,
  imageSrcSchema,
  integerSchema,
  orDefault,
  textSchema,
} from './common';

/** A patch note (`update`). `body` is HTML: sanitise before rendering. */
// The schemas are built on their first parse (z.lazy), not as the module loads (see kaizen.ts).
export const patchNoteSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    version: orDefault(textSchema, ''),
    title: textSchema,
    body: orDefault(textSchema, ''),
    created_at: dateTimeSchema,
  }),
);
export type PatchNote = z.output<typeof patchNoteSchema>;

export const editorImageSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    src: z.pipe(imageSrcSchema, z.string({ error: 'image src is missing or unsafe' })),
  }),
);
export type EditorImage = z.output<typeof editorImageSchema>;

/** An image in the editor's list: `src` is null when its address is refused (see imageSrcSchema). */
export const listedEditorImageSchema = z.lazy(() =>
  z.object({ id: idSchema, src: imageSrcSchema }),
);

/** A documentation page. `body` is HTML: sanitise before rendering. */
export const documentSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    document_title_id: idSchema,
    title: textSchema,
    body: orDefault(textSchema, ''),
  }),
);
export type DocumentPage = z.output<typeof documentSchema>;

export const documentTitleSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    title: textSchema,
    index: integerSchema,
    documents: orDefault(z.array(documentSchema), []),
  }),
);
export type DocumentTitle = z.output<typeof documentTitleSchema>;

export interface PatchNoteInput {
  version: string;
  title: string;
  body: string;
}

export interface DocumentInput {
  document_title_id: number;
  title: string;
  body: string;
}

export interface DocumentTitleInput {
  title: string;
  index: number;
}
