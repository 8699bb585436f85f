import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { createCompany, updateCompanyRecord } from '@/api/companies';
import type { CompanyRow } from '@/api/schemas/company';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { failureMessage } from '@/lib/failure-message';
import { savedAnyway } from '@/lib/saved-anyway';
import { notify } from '@/components/toasts';
import { ColorField } from './color-field';
import { normalizeColor } from './color';

interface CompanyFormDialogProps {
  /** The company to edit; null adds a new one. */
  company: CompanyRow | null;
  onSaved: () => void;
  onClose: () => void;
}

type Field = 'name' | 'color';

/** Name and colour of a company, new or existing. Mount it only while it is open. */
export function CompanyFormDialog({ company, onSaved, onClose }: CompanyFormDialogProps) {
  const { t } = useTranslation('company.index');
  const titleId = useId();
  const [name, setName] = useState(company?.name ?? '');
  const [color, setColor] = useState(company?.color ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const hex = color.trim() ? normalizeColor(color) : '';
    const problems = {
      name: name.trim() ? undefined : t('base:common.required'),
      color: hex === null ? t('form.color_invalid') : undefined,
    };
    setErrors(problems);
    if (problems.name || problems.color) return;
    setSubmitting(true);
    setFormError(undefined);
    // '' clears the colour, so the company falls back to the default theme.
    const input = { name: name.trim(), color: hex };
    try {
      const saved = company
        ? await updateCompanyRecord(company.id, input)
        : await createCompany(input);
      notify({ header: t('form.done_header'), content: t('form.done', { company: saved.name }) });
      onSaved();
    } catch (error) {
      // Saved, but its answer was unreadable: close and reload the table, never send it twice.
      if (savedAnyway(error)) return onSaved();
      const server = isApiError(error) ? error : undefined;
      setErrors({ name: server?.fieldError('name'), color: server?.fieldError('color') });
      setFormError(failureMessage(error));
      setSubmitting(false);
    }
  };

  return (
    <Modal show onHide={submitting ? () => undefined : onClose} aria-labelledby={titleId}>
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <Modal.Header closeButton closeLabel={t('base:common.close')}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {company ? t('form.edit_title', { company: company.name }) : t('form.create_title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <FormAlert message={formError} />
          <FormField
            label={t('form.name')}
            name="name"
            value={name}
            onChange={setName}
            error={errors.name}
            maxLength={100}
            required
            autoFocus
          />
          <ColorField
            label={t('form.color')}
            pickerLabel={t('form.color_picker')}
            name="color"
            value={color}
            onChange={setColor}
            error={errors.color}
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
