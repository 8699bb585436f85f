import { lazy } from 'react';

// The forms bring the rich-text editor; they load when editing starts, not with the pages.
export const PatchNoteForm = lazy(() =>
  import('./patch-note-form').then((module) => ({ default: module.PatchNoteForm })),
);

export const DocumentForm = lazy(() =>
  import('./documentation/document-form').then((module) => ({ default: module.DocumentForm })),
);
