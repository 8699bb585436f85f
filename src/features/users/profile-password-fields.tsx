import { useTranslation } from '@/i18n/use-translation';
import { FormField } from '@/components/form-field';
import type { ProfileValues } from './profile-values';
import type { FieldErrors } from '@/hooks/use-form';
import { MIN_PASSWORD_LENGTH } from '@/lib/validation';

type PasswordField = 'current_password' | 'password' | 'password_confirmation';

interface ProfilePasswordFieldsProps {
  values: ProfileValues;
  errors: FieldErrors<keyof ProfileValues>;
  setField: (name: PasswordField, value: string) => void;
}

/** The optional password change: all three stay empty to keep the current password. */
export function ProfilePasswordFields({ values, errors, setField }: ProfilePasswordFieldsProps) {
  const { t } = useTranslation('user.profile');
  const field = (name: PasswordField) => ({
    name,
    label: t(`fields.${name}`),
    value: values[name],
    error: errors[name],
    onChange: (value: string) => setField(name, value),
    type: 'password' as const,
  });
  return (
    <fieldset className="mb-3" aria-describedby="profile-password-hint">
      <legend className="h6">{t('password.legend')}</legend>
      <p id="profile-password-hint" className="form-text mt-0">
        {t('password.hint')}
      </p>
      <FormField {...field('current_password')} autoComplete="current-password" />
      <FormField
        {...field('password')}
        hint={t('hints.password', { min: MIN_PASSWORD_LENGTH })}
        autoComplete="new-password"
      />
      <FormField {...field('password_confirmation')} autoComplete="new-password" />
    </fieldset>
  );
}
