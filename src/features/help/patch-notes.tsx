import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState, type Ref } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { useTranslation } from '@/i18n/use-translation';
import { contentQueries } from '@/api/content-queries';
import type { PatchNote } from '@/api/schemas/content';
import { SafeHtml } from '@/components/safe-html';
import { focusIfLost } from '@/lib/focus';
import { useSessionStore } from '@/stores/session-store';
import { formatDate } from './format-date';
import { canEditPatchNotes } from './help-permissions';
import { PatchNoteForm } from './lazy-forms';
import { LoadError } from '@/components/load-error';
import { Loading } from './load-state';
import { EmptyState } from '@/components/empty-state';

interface PatchNotesProps {
  /** The page's language file; it holds the `patch_notes.*` and `editor.*` texts. */
  namespace: string;
}

type Editing = PatchNote | 'new' | null;

/** The product's patch notes, newest first; the superadmin adds and edits them in place. */
export function PatchNotes({ namespace }: PatchNotesProps) {
  const { t } = useTranslation(namespace);
  const user = useSessionStore((state) => state.user);
  const canEdit = canEditPatchNotes(user);
  const client = useQueryClient();
  const notes = useQuery(contentQueries.patchNotes());
  const [editing, setEditing] = useState<Editing>(null);
  // A closed editor gives the focus back to the button that opened it.
  const [opener, setOpener] = useState<'new' | number | null>(null);
  const close = () => {
    setOpener(editing === 'new' ? 'new' : (editing?.id ?? null));
    setEditing(null);
  };

  const form =
    editing === null ? null : (
      <Suspense fallback={<Loading />}>
        <PatchNoteForm
          namespace={namespace}
          note={editing === 'new' ? undefined : editing}
          onSaved={() => {
            close();
            void client.invalidateQueries(contentQueries.patchNotes());
          }}
          onCancel={close}
        />
      </Suspense>
    );

  return (
    <section aria-labelledby="patch-notes-title" className="mt-4">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h2 id="patch-notes-title" className="h4 mb-0 me-auto">
          {t('patch_notes.title')}
        </h2>
        {canEdit && editing === null ? (
          <Button
            ref={opener === 'new' ? focusIfLost : undefined}
            variant="primary"
            size="sm"
            onClick={() => setEditing('new')}
          >
            {t('patch_notes.new')}
          </Button>
        ) : null}
      </div>
      {editing === 'new' ? form : null}
      {notes.error ? <LoadError error={notes.error} onRetry={() => void notes.refetch()} /> : null}
      {!notes.data && !notes.error ? <Loading /> : null}
      {notes.data?.length === 0 ? <EmptyState title={t('patch_notes.empty')} /> : null}
      {notes.data?.map((note) =>
        editing !== 'new' && editing?.id === note.id ? (
          <div key={note.id}>{form}</div>
        ) : (
          <PatchNoteArticle
            key={note.id}
            namespace={namespace}
            note={note}
            onEdit={canEdit && editing === null ? () => setEditing(note) : undefined}
            editRef={opener === note.id ? focusIfLost : undefined}
          />
        ),
      )}
    </section>
  );
}

interface PatchNoteArticleProps {
  namespace: string;
  note: PatchNote;
  onEdit?: () => void;
  editRef?: Ref<HTMLButtonElement>;
}

function PatchNoteArticle({ namespace, note, onEdit, editRef }: PatchNoteArticleProps) {
  const { t, i18n } = useTranslation(namespace);
  const titleId = `patch-note-${note.id}`;
  return (
    <article aria-labelledby={titleId} className="card mb-3">
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-baseline gap-2 mb-2">
          <h3 id={titleId} className="h5 mb-0">
            {note.title}
          </h3>
          {note.version ? (
            <Badge bg="secondary">{t('patch_notes.version', { version: note.version })}</Badge>
          ) : null}
          <time dateTime={note.created_at} className="text-body-secondary small me-auto">
            {formatDate(note.created_at, i18n.language)}
          </time>
          {onEdit ? (
            <Button
              ref={editRef}
              variant="outline-secondary"
              size="sm"
              aria-label={t('patch_notes.edit_label', { title: note.title })}
              onClick={onEdit}
            >
              {t('patch_notes.edit')}
            </Button>
          ) : null}
        </div>
        <SafeHtml html={note.body} className="patch-note__body measure-text" />
      </div>
    </article>
  );
}
