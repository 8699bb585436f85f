import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { renameSite } from '@/api/companies';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { useNameForm } from '@/hooks/use-name-form';

interface SiteRenameFormProps {
  companyId: number;
  site: string;
  onSaved: (sites: string[]) => void;
  onCancel: () => void;
}

/** Renames a site in place: the server gets the old and the new name. */
export function SiteRenameForm({ companyId, site, onSaved, onCancel }: SiteRenameFormProps) {
  const { t } = useTranslation('company-configurator.index');
  const form = useNameForm(site, 'new', async (name) =>
    onSaved(await renameSite(companyId, site, name)),
  );

  return (
    <Form noValidate onSubmit={(event) => void form.submit(event)} className="flex-grow-1">
      <FormAlert message={form.failure.formError} />
      <FormField
        label={t('sites.rename_label', { site })}
        name="site"
        value={form.name}
        onChange={form.change}
        error={form.failure.fieldError}
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
