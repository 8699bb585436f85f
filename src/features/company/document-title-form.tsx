import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { createCompanyDocumentTitle } from '@/api/companies';
import type { DocumentTitle } from '@/api/schemas/content';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { failureMessage } from '@/lib/failure-message';
import { savedAnyway } from '@/lib/saved-anyway';
import { notify } from '@/components/toasts';

interface DocumentTitleFormProps {
  /** Where a new title goes unless the user picks another place: after the last one. */
  nextIndex: number;
  /** Without a title when the server saved it but its answer could not be read: reload. */
  onCreated: (title?: DocumentTitle) => void;
}

type Field = 'title' | 'index';

/** Adds a document title (a chapter) at a position in the list. */
export function DocumentTitleForm({ nextIndex, onCreated }: DocumentTitleFormProps) {
  const { t } = useTranslation('company-configurator.index');
  const [title, setTitle] = useState('');
  const [index, setIndex] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const indexText = index ?? String(nextIndex);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const position = Number(indexText);
    const problems = {
      title: title.trim() ? undefined : t('base:common.required'),
      index: /^\d+$/.test(indexText.trim()) ? undefined : t('documents.index_invalid'),
    };
    setErrors(problems);
    if (problems.title || problems.index) return;
    setSubmitting(true);
    setFormError(undefined);
    try {
      const created = await createCompanyDocumentTitle({ title: title.trim(), index: position });
      onCreated(created);
      setTitle('');
      setIndex(null);
      notify({
        header: t('documents.done_header'),
        content: t('documents.done', { title: created.title }),
      });
    } catch (error) {
      if (savedAnyway(error)) {
        // Saved all the same: start over empty and let the list show it, never send it twice.
        setTitle('');
        setIndex(null);
        onCreated();
        return;
      }
      const server = isApiError(error) ? error : undefined;
      setErrors({ title: server?.fieldError('title'), index: server?.fieldError('index') });
      setFormError(failureMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="document-title-new">
      <h2 id="document-title-new" className="h5">
        {t('documents.new')}
      </h2>
      <FormAlert message={formError} />
      <FormField
        label={t('documents.title_field')}
        name="title"
        value={title}
        onChange={(value) => {
          setTitle(value);
          setErrors((current) => ({ ...current, title: undefined }));
        }}
        error={errors.title}
        maxLength={150}
        required
      />
      <FormField
        label={t('documents.index_field')}
        hint={t('documents.index_hint')}
        name="index"
        type="number"
        inputMode="numeric"
        value={indexText}
        onChange={(value) => {
          setIndex(value);
          setErrors((current) => ({ ...current, index: undefined }));
        }}
        error={errors.index}
        required
      />
      <SubmitButton submitting={submitting}>{t('documents.submit')}</SubmitButton>
    </Form>
  );
}
