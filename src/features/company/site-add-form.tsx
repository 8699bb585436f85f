import Form from 'react-bootstrap/Form';
import { useTranslation } from '@/i18n/use-translation';
import { addSite } from '@/api/companies';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { useForm } from '@/hooks/use-form';
import { requiredMessage } from '@/lib/validation';

interface SiteAddFormProps {
  companyId: number;
  onSaved: (sites: string[]) => void;
}

export function SiteAddForm({ companyId, onSaved }: SiteAddFormProps) {
  const { t } = useTranslation('company-configurator.index');
  const { setFormElement, ...form } = useForm({
    keepAs: 'site-add',
    initial: { name: '' },
    validate: ({ name }) => ({ name: requiredMessage(name) }),
    resetAfterSave: true,
  });
  const send = async ({ name }: typeof form.values) =>
    onSaved(await addSite(companyId, name.trim()));

  return (
    <Form ref={setFormElement} noValidate onSubmit={form.onSubmit(send)} className="mb-3">
      <FormAlert message={form.formError} />
      <FormField {...form.field('name')} label={t('sites.new')} maxLength={100} required />
      <SubmitButton variant="outline-primary" submitting={form.submitting}>
        {t('sites.add')}
      </SubmitButton>
    </Form>
  );
}
