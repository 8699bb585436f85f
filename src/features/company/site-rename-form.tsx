import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { renameSite } from '@/api/companies';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { failureMessages, type FailureMessages } from '@/lib/failure-message';

interface SiteRenameFormProps {
  companyId: number;
  site: string;
  onSaved: (sites: string[]) => void;
  onCancel: () => void;
}

/** Renames a site in place: the server gets the old and the new name. */
export function SiteRenameForm({ companyId, site, onSaved, onCancel }: SiteRenameFormProps) {
  const { t } = useTranslation('company-configurator.index');
  const [name, setName] = useState(site);
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
      onSaved(await renameSite(companyId, site, name.trim()));
    } catch (error) {
      setFailure(failureMessages(error, 'new'));
      setSubmitting(false);
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} className="flex-grow-1">
      <FormAlert message={failure.formError} />
      <FormField
        label={t('sites.rename_label', { site })}
        name="site"
        value={name}
        onChange={(value) => {
          setName(value);
          setFailure({});
        }}
        error={failure.fieldError}
        maxLength={100}
        required
        autoFocus
      />
      <div className="d-flex gap-2">
        <SubmitButton size="sm" submitting={submitting}>
          {t('base:common.save')}
        </SubmitButton>
        <Button size="sm" variant="outline-secondary" onClick={onCancel} disabled={submitting}>
          {t('base:common.cancel')}
        </Button>
      </div>
    </Form>
  );
}
