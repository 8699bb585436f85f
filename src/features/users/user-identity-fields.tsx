import { useTranslation } from '@/i18n/use-translation';
import { FormField } from '@/components/form-field';
import type { FieldErrors } from '@/hooks/use-form';
import type { UserValues } from './user-values';
import { MIN_PASSWORD_LENGTH } from '@/lib/validation';

type IdentityField = 'name' | 'email' | 'password';

interface UserIdentityFieldsProps {
  /** Editing makes the password optional: empty keeps the current one. */
  editing: boolean;
  values: UserValues;
  errors: FieldErrors<keyof UserValues>;
  setField: (name: IdentityField, value: string) => void;
}

/** Name, e-mail address and password of the user form. */
export function UserIdentityFields({ editing, values, errors, setField }: UserIdentityFieldsProps) {
  const { t } = useTranslation('user.index');
  const field = (name: IdentityField) => ({
    name,
    label: t(`fields.${name}`),
    value: values[name],
    error: errors[name],
    onChange: (value: string) => setField(name, value),
  });
  return (
    <>
      <FormField {...field('name')} autoComplete="off" maxLength={255} required autoFocus />
      <FormField
        {...field('email')}
        type="email"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={255}
        required
      />
      <FormField
        {...field('password')}
        type="password"
        autoComplete="new-password"
        optional={editing}
        required={!editing}
        hint={t(editing ? 'hints.password_edit' : 'hints.password', { min: MIN_PASSWORD_LENGTH })}
      />
    </>
  );
}
