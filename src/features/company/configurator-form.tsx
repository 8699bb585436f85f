import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '@/i18n/use-translation';
import type { CompanyConfigurator } from '@/api/schemas/company';
import { FormAlert } from '@/components/form-alert';
import { SubmitButton } from '@/components/submit-button';
import { ColorField } from './color-field';
import { normalizeColor } from './color';
import { LogoField } from './logo-field';
import { ThemePreview } from './theme-preview';
import { TranslationTabs } from './translation-tabs';
import { useConfiguratorForm } from './use-configurator-form';

/** Texts per language, theme colour and logo of the signed-in user's company. */
export function ConfiguratorForm({ data }: { data: CompanyConfigurator }) {
  const { t } = useTranslation('company-configurator.index');
  const { setFormElement, ...form } = useConfiguratorForm(data);
  const valid = normalizeColor(form.color);
  const [previewColor, setPreviewColor] = useState(valid ?? '');
  if (valid && valid !== previewColor) setPreviewColor(valid);

  return (
    <Form ref={setFormElement} noValidate onSubmit={form.onSubmit}>
      <FormAlert message={form.formError} />
      <fieldset className="mb-4">
        <legend className="h5">{t('translations.title')}</legend>
        <TranslationTabs
          languages={data.languages}
          fields={data.translatable_fields}
          texts={form.texts}
          errors={form.errors}
          onChange={form.setText}
        />
      </fieldset>
      <fieldset className="mb-4">
        <legend className="h5">{t('color.title')}</legend>
        <ColorField
          label={t('color.label')}
          pickerLabel={t('color.picker')}
          name="color"
          value={form.color}
          onChange={form.setColor}
          onBlur={form.checkColor}
          error={form.errors.color}
          hint={t('color.hint')}
        />
        <ThemePreview color={previewColor} />
      </fieldset>
      <fieldset className="mb-4">
        <legend className="h5">{t('logo.title')}</legend>
        <LogoField
          src={form.logoSrc}
          error={form.errors.logo}
          onSelect={form.selectLogo}
          onRefuse={form.refuseLogo}
        />
      </fieldset>
      <SubmitButton
        submitting={form.submitting}
        disabled={form.saved}
        submittingLabel={t('base:common.saving')}
      >
        {t('save.submit')}
      </SubmitButton>
    </Form>
  );
}
