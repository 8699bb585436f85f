import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { addSite } from '@/api/companies';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { failureMessages, type FailureMessages } from '@/lib/failure-message';

interface SiteAddFormProps {
  companyId: number;
  onSaved: (sites: string[]) => void;
}

export function SiteAddForm({ companyId, onSaved }: SiteAddFormProps) {
  const { t } = useTranslation('company-configurator.index');
  const [name, setName] = useState('');
  const [failure, setFailure] = useState<FailureMessages>({});
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (!name.trim()) {
      setFailure({ fieldError: t('base:common.required') });
      return;
    }
    setSubmitting(true);
    setFailure({});
    try {
      onSaved(await addSite(companyId, name.trim()));
      setName('');
    } catch (error) {
      setFailure(failureMessages(error, 'name'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} className="mb-3">
      <FormAlert message={failure.formError} />
      <FormField
        label={t('sites.new')}
        name="site"
        value={name}
        onChange={(value) => {
          setName(value);
          setFailure({});
        }}
        error={failure.fieldError}
        maxLength={100}
        required
      />
      <SubmitButton variant="outline-primary" submitting={submitting}>
        {t('sites.add')}
      </SubmitButton>
    </Form>
  );
}
