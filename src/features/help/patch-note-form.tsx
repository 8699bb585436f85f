import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { createPatchNote, updatePatchNote } from '@/api/content';
import type { PatchNote } from '@/api/schemas/content';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { htmlToText, sanitizeHtml } from '@/lib/sanitize-html';
import { notify } from '@/components/toasts';
import { EditorField } from './editor-field';
import { useContentForm } from './use-content-form';

const FIELDS = ['version', 'title', 'body'] as const;

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
  const [version, setVersion] = useState(note?.version ?? '');
  const [title, setTitle] = useState(note?.title ?? '');
  const [body, setBody] = useState(note?.body ?? '');
  const form = useContentForm(FIELDS);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const clean = sanitizeHtml(body);
    const problems = {
      title: title.trim() ? undefined : t('base:common.required'),
      body: htmlToText(clean) || clean.includes('<img') ? undefined : t('base:common.required'),
    };
    void form.submit(problems, async () => {
      const input = { version: version.trim(), title: title.trim(), body: clean };
      const saved = note ? await updatePatchNote(note.id, input) : await createPatchNote(input);
      notify({ header: t('patch_notes.saved'), content: saved.title });
      onSaved(saved);
    });
  };

  return (
    <Form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={headingId}
      className="card card-body mb-3"
    >
      <h3 id={headingId} className="h5">
        {note ? t('patch_notes.edit_title') : t('patch_notes.new_title')}
      </h3>
      <FormAlert message={form.formError} />
      <div className="row">
        <FormField
          className="mb-3 col-sm-4"
          name="version"
          label={t('patch_notes.fields.version')}
          hint={t('patch_notes.hints.version')}
          optional
          maxLength={20}
          value={version}
          error={form.errors.version}
          onChange={(value) => {
            setVersion(value);
            form.clearError('version');
          }}
        />
        <FormField
          className="mb-3 col-sm-8"
          name="title"
          label={t('patch_notes.fields.title')}
          required
          maxLength={150}
          value={title}
          error={form.errors.title}
          onChange={(value) => {
            setTitle(value);
            form.clearError('title');
          }}
        />
      </div>
      <EditorField
        namespace={namespace}
        label={t('patch_notes.fields.body')}
        initialHtml={body}
        error={form.errors.body}
        onChange={(html) => {
          setBody(html);
          form.clearError('body');
        }}
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
