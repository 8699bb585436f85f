import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '@/i18n/use-translation';
import { createDocument, updateDocument } from '@/api/content';
import type { DocumentPage, DocumentTitle } from '@/api/schemas/content';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { notify } from '@/components/toasts';
import { useForm } from '@/hooks/use-form';
import { requiredMessage } from '@/lib/validation';
import { EditorField } from '../editor-field';

const NAMESPACE = 'help.documentation';

interface DocumentFormProps {
  chapters: readonly DocumentTitle[];
  /** The document to edit; a new one without. */
  document?: DocumentPage;
  /** The chapter a new document starts in. */
  chapterId?: number;
  onSaved: (document: DocumentPage) => void;
  onCancel: () => void;
}

/** Chapter, title and text of a document (POST /crud/document, PUT /crud/document/{id}). */
export function DocumentForm({
  chapters,
  document,
  chapterId,
  onSaved,
  onCancel,
}: DocumentFormProps) {
  const { t } = useTranslation([NAMESPACE, 'base']);
  const id = useId();
  const { setFormElement, ...form } = useForm({
    keepAs: `document-${document?.id ?? 'new'}`,
    initial: {
      document_title_id: String(document?.document_title_id ?? chapterId ?? chapters[0]?.id ?? ''),
      title: document?.title ?? '',
      body: document?.body ?? '',
    },
    validate: (values) => ({
      document_title_id: requiredMessage(values.document_title_id),
      title: requiredMessage(values.title),
    }),
  });

  const send = async (values: typeof form.values) => {
    // What the editor produced is cleaned here too: the server may not clean it for us.
    const input = {
      document_title_id: Number(values.document_title_id),
      title: values.title.trim(),
      body: sanitizeHtml(values.body),
    };
    const saved = document ? await updateDocument(document.id, input) : await createDocument(input);
    notify({ header: t('form.saved'), content: saved.title });
    onSaved(saved);
  };

  return (
    <Form
      ref={setFormElement}
      noValidate
      onSubmit={form.onSubmit(send)}
      aria-labelledby={`${id}-heading`}
      className="measure-form"
    >
      <h2 id={`${id}-heading`} className="h4">
        {document ? t('form.edit_title') : t('form.new_title')}
      </h2>
      <FormAlert message={form.formError} />
      <Form.Group className="mb-3" controlId={`${id}-chapter`}>
        <Form.Label>{t('form.fields.chapter')}</Form.Label>
        {/* Opening the editor moved focus away from the button that opened it: here it goes. */}
        <Form.Select
          autoFocus
          value={form.values.document_title_id}
          isInvalid={Boolean(form.errors.document_title_id)}
          aria-invalid={form.errors.document_title_id ? true : undefined}
          aria-describedby={form.errors.document_title_id ? `${id}-chapter-error` : undefined}
          onChange={(event) => form.setField('document_title_id', event.target.value)}
        >
          {chapters.map((option) => (
            <option key={option.id} value={option.id}>
              {option.title}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback id={`${id}-chapter-error`} type="invalid">
          {form.errors.document_title_id}
        </Form.Control.Feedback>
      </Form.Group>
      <FormField label={t('form.fields.title')} required maxLength={150} {...form.field('title')} />
      <EditorField
        namespace={NAMESPACE}
        label={t('form.fields.body')}
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
