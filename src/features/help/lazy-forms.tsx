import { LoadError } from '@/components/load-error';
import { lazyPart, type PartFailure } from '@/components/lazy-part';
import { Loading } from './load-state';

const drawn = {
  loading: <Loading />,
  failed: ({ error, retry }: PartFailure<object>) => <LoadError error={error} onRetry={retry} />,
};

// The forms bring the rich-text editor; they load when editing starts, not with the pages.
export const PatchNoteForm = lazyPart(
  () => import('./patch-note-form').then((module) => module.PatchNoteForm),
  drawn,
);

export const DocumentForm = lazyPart(
  () => import('./documentation/document-form').then((module) => module.DocumentForm),
  drawn,
);
