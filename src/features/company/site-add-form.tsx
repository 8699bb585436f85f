import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { addSite } from '@/api/companies';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { useNameForm } from '@/hooks/use-name-form';

interface SiteAddFormProps {
  companyId: number;
  onSaved: (sites: string[]) => void;
}

export function SiteAddForm({ companyId, onSaved }: SiteAddFormProps) {
  const { t } = useTranslation('company-configurator.index');
  const form = useNameForm('', 'name', async (name) => onSaved(await addSite(companyId, name)));

  return (
    <Form noValidate onSubmit={(event) => void form.submit(event)} className="mb-3">
      <FormAlert message={form.failure.formError} />
      <FormField
        label={t('sites.new')}
        name="site"
        value={form.name}
        onChange={form.change}
        error={form.failure.fieldError}
        maxLength={100}
        required
      />
      <SubmitButton variant="outline-primary" submitting={form.submitting}>
        {t('sites.add')}
      </SubmitButton>
    </Form>
  );
}
