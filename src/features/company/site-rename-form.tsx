import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '@/i18n/use-translation';
import { renameSite } from '@/api/companies';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { useForm } from '@/hooks/use-form';
import { requiredMessage } from '@/lib/validation';

interface SiteRenameFormProps {
  companyId: number;
  site: string;
  onSaved: (sites: string[]) => void;
  onCancel: () => void;
}

/** Renames a site in place: the server gets the old and the new name. */
export function SiteRenameForm({ companyId, site, onSaved, onCancel }: SiteRenameFormProps) {
  const { t } = useTranslation('company-configurator.index');
  // Named as the server names it, so its 422 lands at the field.
  const { setFormElement, ...form } = useForm({
    keepAs: `site-${site}`,
    initial: { new: site },
    validate: (values) => ({ new: requiredMessage(values.new) }),
  });
  const send = async (values: typeof form.values) =>
    onSaved(await renameSite(companyId, site, values.new.trim()));

  return (
    <Form ref={setFormElement} noValidate onSubmit={form.onSubmit(send)} className="flex-grow-1">
      <FormAlert message={form.formError} />
      <FormField
        {...form.field('new')}
        label={t('sites.rename_label', { site })}
        maxLength={100}
        required
        autoFocus
      />
      <div className="d-flex gap-2">
        <SubmitButton size="sm" submitting={form.submitting}>
          {t('base:common.save')}
        </SubmitButton>
        <Button size="sm" variant="outline-secondary" onClick={onCancel} disabled={form.submitting}>
          {t('base:common.cancel')}
        </Button>
      </div>
    </Form>
  );
}
