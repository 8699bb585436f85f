import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { saveCompanyConfiguration } from '@/api/companies';
import { translationsOf, type CompanyConfigurator } from '@/api/schemas/company';
import { applyTheme, themeFor } from '@/lib/theme';
import { useSessionStore } from '@/stores/session-store';
import { notify } from '@/components/toasts';
import { useForm } from '@/hooks/use-form';
import { normalizeColor } from './color';
import { LOGO_MAX_BYTES, readPreview, type LogoProblem } from './logo-file';

/** `{field}_{code}` for every translatable field in every language (spec §3). */
function initialTexts({ company, languages, translatable_fields }: CompanyConfigurator) {
  const codes = languages.map((language) => language.code);
  const texts: Record<string, string> = {};
  for (const field of translatable_fields) {
    for (const [code, value] of Object.entries(translationsOf(company, field, codes))) {
      texts[`${field}_${code}`] = value;
    }
  }
  return texts;
}

/** The configurator's values, checks and save; the save re-themes the app at once. */
export function useConfiguratorForm(data: CompanyConfigurator) {
  const { t } = useTranslation('company-configurator.index');
  const updateUser = useSessionStore((state) => state.updateUser);
  const [savedLogo, setSavedLogo] = useState(data.company.logo_src);
  const [logo, setLogo] = useState<{ file: File; preview: string | null } | null>(null);
  const colorMessage = (text: string) =>
    !text.trim() ? t('color.required') : normalizeColor(text) ? undefined : t('color.invalid');
  const [initial] = useState(() => ({
    texts: initialTexts(data),
    color: data.company.color ?? '',
  }));
  // Errors are keyed `{field}_{code}` for the texts, as the server names them.
  const { setFormElement, ...form } = useForm<
    { texts: Record<string, string>; color: string },
    string
  >({
    initial,
    validate: ({ color }) => ({ color: colorMessage(color) }),
    fieldFor: (key) =>
      key in initial.texts || key === 'color' || key === 'logo' ? key : undefined,
  });

  const selectLogo = async (file: File) => {
    form.setError('logo', undefined);
    setLogo({ file, preview: await readPreview(file) });
  };

  const refuseLogo = (problem: LogoProblem) => {
    setLogo(null);
    form.setError('logo', t(`logo.${problem}`, { max: LOGO_MAX_BYTES / 1024 / 1024 }));
  };

  const send = async ({ texts, color }: typeof form.values) => {
    const hex = normalizeColor(color) ?? color;
    const saved = await saveCompanyConfiguration(data.company.id, {
      ...texts,
      color: hex,
      logo: logo?.file,
    });
    const savedColor = normalizeColor(saved.color ?? hex) ?? hex;
    applyTheme(themeFor(savedColor));
    // Spec §4: a new logo is the signed-in user's logo too, so the top bar shows it now.
    updateUser(logo ? { color: savedColor, logo_src: saved.logo_src } : { color: savedColor });
    form.setField('color', savedColor);
    setSavedLogo(saved.logo_src);
    setLogo(null);
    notify({ header: t('save.done_header'), content: t('save.done') });
  };

  return {
    setFormElement,
    texts: form.values.texts,
    setText: (key: string, value: string) => {
      form.setValues((current) => ({ ...current, texts: { ...current.texts, [key]: value } }));
      form.setError(key, undefined);
    },
    color: form.values.color,
    setColor: (value: string) => form.setField('color', value),
    checkColor: () => form.setError('color', colorMessage(form.values.color)),
    logoSrc: logo?.preview ?? savedLogo,
    selectLogo: (file: File) => void selectLogo(file),
    refuseLogo,
    errors: form.errors,
    formError: form.formError,
    submitting: form.submitting,
    saved: form.saved,
    onSubmit: form.onSubmit(send),
  };
}
