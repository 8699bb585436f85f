import { useTranslation } from '@/i18n/use-translation';
import { FormField, type FormFieldProps } from '@/components/form-field';
import { confirmationMessage, MIN_PASSWORD_LENGTH, passwordMessage } from '@/lib/validation';

type PasswordField = 'password' | 'password_confirmation';

interface NewPasswordFieldsProps {
  /** The page's texts: `fields.password`, `hints.password` and `fields.password_confirmation`. */
  namespace: 'auth.sign_up' | 'auth.password_new';
  /** useForm's `field`, for a form holding both fields. */
  field: (name: PasswordField) => Pick<FormFieldProps, 'name' | 'value' | 'error' | 'onChange'>;
  autoFocus?: boolean;
}

/**
 * A password the user chooses, typed twice (sign-up, new password). `new-password` lets a
 * password manager offer a generated one and store it.
 */
export function NewPasswordFields({ namespace, field, autoFocus }: NewPasswordFieldsProps) {
  const { t } = useTranslation(namespace);
  return (
    <>
      <FormField
        {...field('password')}
        label={t('fields.password')}
        hint={t('hints.password', { min: MIN_PASSWORD_LENGTH })}
        type="password"
        autoComplete="new-password"
        required
        autoFocus={autoFocus}
      />
      <FormField
        {...field('password_confirmation')}
        label={t('fields.password_confirmation')}
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}

/** The client checks of both fields, for useForm's `validate`. */
export function newPasswordMessages(values: Record<PasswordField, string>) {
  return {
    password: passwordMessage(values.password),
    password_confirmation: confirmationMessage(values.password, values.password_confirmation),
  };
}
