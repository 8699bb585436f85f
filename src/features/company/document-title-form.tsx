import Form from 'react-bootstrap/Form';
import { useTranslation } from '@/i18n/use-translation';
import { createCompanyDocumentTitle } from '@/api/companies';
import type { DocumentTitle } from '@/api/schemas/content';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { notify } from '@/components/toasts';
import { useForm } from '@/hooks/use-form';
import { requiredMessage } from '@/lib/validation';

interface DocumentTitleFormProps {
  /** Where a new title goes unless the user picks another place: after the last one. */
  nextIndex: number;
  onCreated: (title: DocumentTitle) => void;
}

/** Adds a document title (a chapter) at a position in the list. */
export function DocumentTitleForm({ nextIndex, onCreated }: DocumentTitleFormProps) {
  const { t } = useTranslation('company-configurator.index');
  // No index of its own until the user types one: it follows the list as titles are added.
  const { setFormElement, ...form } = useForm({
    initial: { title: '', index: null as string | null },
    validate: ({ title, index }) => ({
      title: requiredMessage(title),
      index: /^\d+$/.test((index ?? String(nextIndex)).trim())
        ? undefined
        : t('documents.index_invalid'),
    }),
    resetAfterSave: true,
    // Saved all the same: start over empty, never send it twice; the list is fetched again by
    // src/lib/query-client.ts.
    onSavedAnyway: () => undefined,
  });

  const send = async ({ title, index }: typeof form.values) => {
    const position = Number(index ?? nextIndex);
    const created = await createCompanyDocumentTitle({ title: title.trim(), index: position });
    onCreated(created);
    notify({
      header: t('documents.done_header'),
      content: t('documents.done', { title: created.title }),
    });
  };

  return (
    <Form
      ref={setFormElement}
      noValidate
      onSubmit={form.onSubmit(send)}
      aria-labelledby="document-title-new"
      className="measure-form"
    >
      <h2 id="document-title-new" className="h5">
        {t('documents.new')}
      </h2>
      <FormAlert message={form.formError} />
      <FormField
        {...form.field('title')}
        label={t('documents.title_field')}
        maxLength={150}
        required
      />
      <FormField
        label={t('documents.index_field')}
        hint={t('documents.index_hint')}
        name="index"
        type="number"
        inputMode="numeric"
        value={form.values.index ?? String(nextIndex)}
        onChange={(value) => form.setField('index', value)}
        error={form.errors.index}
        required
      />
      <SubmitButton submitting={form.submitting}>{t('documents.submit')}</SubmitButton>
    </Form>
  );
}
