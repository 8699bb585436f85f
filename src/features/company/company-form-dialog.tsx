import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '@/i18n/use-translation';
import { createCompany, updateCompanyRecord } from '@/api/companies';
import type { CompanyRow } from '@/api/schemas/company';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { notify } from '@/components/toasts';
import { useForm } from '@/hooks/use-form';
import { requiredMessage } from '@/lib/validation';
import { ColorField } from './color-field';
import { normalizeColor } from './color';

interface CompanyFormDialogProps {
  /** The company to edit; null adds a new one. */
  company: CompanyRow | null;
  onSaved: () => void;
  onClose: () => void;
}

/** Name and colour of a company, new or existing. Mount it only while it is open. */
export function CompanyFormDialog({ company, onSaved, onClose }: CompanyFormDialogProps) {
  const { t } = useTranslation('company.index');
  const titleId = useId();
  const { setFormElement, ...form } = useForm({
    keepAs: `company-${company?.id ?? 'new'}`,
    initial: { name: company?.name ?? '', color: company?.color ?? '' },
    validate: ({ name, color }) => ({
      name: requiredMessage(name),
      color: color.trim() && !normalizeColor(color) ? t('form.color_invalid') : undefined,
    }),
    // Saved, but its answer was unreadable: close, never send it twice (the table is fetched
    // again by src/lib/query-client.ts).
    onSavedAnyway: onClose,
  });
  const { submitting } = form;

  const send = async ({ name, color }: typeof form.values) => {
    // '' clears the colour, so the company falls back to the default theme.
    const input = { name: name.trim(), color: color.trim() ? normalizeColor(color) : '' };
    const saved = company
      ? await updateCompanyRecord(company.id, input)
      : await createCompany(input);
    notify({ header: t('form.done_header'), content: t('form.done', { company: saved.name }) });
    onSaved();
  };

  return (
    <Modal show onHide={submitting ? () => undefined : onClose} aria-labelledby={titleId}>
      <Form ref={setFormElement} noValidate onSubmit={form.onSubmit(send)}>
        <Modal.Header closeButton closeLabel={t('base:common.close')}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {company ? t('form.edit_title', { company: company.name }) : t('form.create_title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <FormAlert message={form.formError} />
          <FormField
            {...form.field('name')}
            label={t('form.name')}
            maxLength={100}
            required
            autoFocus
          />
          <ColorField
            label={t('form.color')}
            pickerLabel={t('form.color_picker')}
            {...form.field('color')}
            hint={t('form.color_hint')}
          />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose} disabled={submitting}>
            {t('base:common.cancel')}
          </Button>
          <SubmitButton submitting={submitting}>{t('base:common.save')}</SubmitButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
