import { queryOptions } from '@tanstack/react-query';
import { fetchDocumentTitles, fetchEditorImages, fetchPatchNotes } from './content';

/**
 * The help content queries, all under `content`.
 *
 * @example
 * const { data: notes } = useQuery(contentQueries.patchNotes());
 */
export const contentQueries = {
  patchNotes: () =>
    queryOptions({ queryKey: ['content', 'patch-notes'], queryFn: fetchPatchNotes }),
  documentTitles: () =>
    queryOptions({ queryKey: ['content', 'document-titles'], queryFn: fetchDocumentTitles }),
  editorImages: () =>
    queryOptions({ queryKey: ['content', 'editor-images'], queryFn: fetchEditorImages }),
};
