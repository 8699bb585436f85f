import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { saveCompanyConfiguration } from '@/api/companies';
import { translationsOf, type CompanyConfigurator } from '@/api/schemas/company';
import { failureMessage } from '@/lib/failure-message';
import { isSavedButUnreadable } from '@/lib/saved-anyway';
import { applyTheme, themeFor } from '@/lib/theme';
import { useSessionStore } from '@/stores/session-store';
import { notify } from '@/components/toasts';
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

type Errors = Record<string, string | undefined>;

/** The configurator's values, checks and save; the save re-themes the app at once. */
export function useConfiguratorForm(data: CompanyConfigurator) {
  const { t } = useTranslation('company-configurator.index');
  const updateUser = useSessionStore((state) => state.updateUser);
  const [texts, setTexts] = useState(() => initialTexts(data));
  const [color, setColor] = useState(data.company.color ?? '');
  const [savedLogo, setSavedLogo] = useState(data.company.logo_src);
  const [logo, setLogo] = useState<{ file: File; preview: string | null } | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  // Set once the server took a save it then answered unreadably: sending again would overwrite
  // it blindly, so the form says so and its button stays off until the page is refreshed.
  const [saved, setSaved] = useState(false);

  const setError = (key: string, message: string | undefined) =>
    setErrors((current) => ({ ...current, [key]: message }));
  const colorMessage = (text: string) =>
    !text.trim() ? t('color.required') : normalizeColor(text) ? undefined : t('color.invalid');

  const selectLogo = async (file: File) => {
    setError('logo', undefined);
    setLogo({ file, preview: await readPreview(file) });
  };

  const refuseLogo = (problem: LogoProblem) => {
    setLogo(null);
    setError('logo', t(`logo.${problem}`, { max: LOGO_MAX_BYTES / 1024 / 1024 }));
  };

  const showFailure = (error: unknown) => {
    const placed: Errors = {};
    if (isApiError(error)) {
      for (const [key, messages] of Object.entries(error.fieldErrors)) {
        if (key in texts || key === 'color' || key === 'logo') placed[key] = messages[0];
      }
    }
    setErrors(placed);
    setFormError(failureMessage(error));
  };

  /** Saves; false when nothing was sent because the colour is not one. */
  const save = async (): Promise<boolean> => {
    if (saved) return true;
    const hex = normalizeColor(color);
    if (!hex) {
      setError('color', colorMessage(color));
      return false;
    }
    setSubmitting(true);
    setFormError(undefined);
    setErrors({});
    try {
      const saved = await saveCompanyConfiguration(data.company.id, {
        ...texts,
        color: hex,
        logo: logo?.file,
      });
      const savedColor = normalizeColor(saved.color ?? hex) ?? hex;
      applyTheme(themeFor(savedColor));
      // Spec §4: a new logo is the signed-in user's logo too, so the top bar shows it now.
      updateUser(logo ? { color: savedColor, logo_src: saved.logo_src } : { color: savedColor });
      setColor(savedColor);
      setSavedLogo(saved.logo_src);
      setLogo(null);
      notify({ header: t('save.done_header'), content: t('save.done') });
    } catch (error) {
      if (isSavedButUnreadable(error)) setSaved(true);
      showFailure(error);
    } finally {
      setSubmitting(false);
    }
    return true;
  };

  return {
    texts,
    setText: (key: string, value: string) => {
      setTexts((current) => ({ ...current, [key]: value }));
      setError(key, undefined);
    },
    color,
    setColor: (value: string) => {
      setColor(value);
      setError('color', undefined);
    },
    checkColor: () => setError('color', colorMessage(color)),
    logoSrc: logo?.preview ?? savedLogo,
    selectLogo: (file: File) => void selectLogo(file),
    refuseLogo,
    errors,
    formError,
    submitting,
    saved,
    save,
  };
}
