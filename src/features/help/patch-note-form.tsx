import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '@/i18n/use-translation';
import { createPatchNote, updatePatchNote } from '@/api/content';
import type { PatchNote } from '@/api/schemas/content';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { htmlToText, sanitizeHtml } from '@/lib/sanitize-html';
import { notify } from '@/components/toasts';
import { useForm } from '@/hooks/use-form';
import { requiredMessage } from '@/lib/validation';
import { EditorField } from './editor-field';

interface PatchNoteFormProps {
  namespace: string;
  /** The note to edit; a new one without. */
  note?: PatchNote;
  onSaved: (note: PatchNote) => void;
  onCancel: () => void;
}

/** Version, title and text of a patch note (POST /crud/update, PUT /crud/update/{id}). */
export function PatchNoteForm({ namespace, note, onSaved, onCancel }: PatchNoteFormProps) {
  const { t } = useTranslation([namespace, 'base']);
  const headingId = useId();
  const { setFormElement, ...form } = useForm({
    keepAs: `patch-note-${note?.id ?? 'new'}`,
    initial: { version: note?.version ?? '', title: note?.title ?? '', body: note?.body ?? '' },
    validate: ({ title, body }) => {
      const clean = sanitizeHtml(body);
      const empty = !htmlToText(clean) && !clean.includes('<img');
      return { title: requiredMessage(title), body: empty ? t('base:common.required') : undefined };
    },
  });

  const send = async ({ version, title, body }: typeof form.values) => {
    const input = { version: version.trim(), title: title.trim(), body: sanitizeHtml(body) };
    const saved = note ? await updatePatchNote(note.id, input) : await createPatchNote(input);
    notify({ header: t('patch_notes.saved'), content: saved.title });
    onSaved(saved);
  };

  return (
    <Form
      ref={setFormElement}
      noValidate
      onSubmit={form.onSubmit(send)}
      aria-labelledby={headingId}
      className="card card-body mb-3 measure-form"
    >
      <h3 id={headingId} className="h5">
        {note ? t('patch_notes.edit_title') : t('patch_notes.new_title')}
      </h3>
      <FormAlert message={form.formError} />
      <div className="row">
        {/* Opening the editor moved focus away from the button that opened it: here it goes. */}
        <FormField
          autoFocus
          className="mb-3 col-sm-4"
          label={t('patch_notes.fields.version')}
          hint={t('patch_notes.hints.version')}
          optional
          maxLength={20}
          {...form.field('version')}
        />
        <FormField
          className="mb-3 col-sm-8"
          label={t('patch_notes.fields.title')}
          required
          maxLength={150}
          {...form.field('title')}
        />
      </div>
      <EditorField
        namespace={namespace}
        label={t('patch_notes.fields.body')}
        initialHtml={form.values.body}
        error={form.errors.body}
        onChange={(html) => form.setField('body', html)}
      />
      <div className="d-flex gap-2">
        <SubmitButton submitting={form.submitting} submittingLabel={t('base:common.saving')}>
          {t('base:common.save')}
        </SubmitButton>
        <Button variant="outline-secondary" onClick={onCancel}>
          {t('base:common.cancel')}
        </Button>
      </div>
    </Form>
  );
}
