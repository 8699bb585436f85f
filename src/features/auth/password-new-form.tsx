import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { setNewPassword } from '@/api/auth';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { AuthForm } from './auth-form';
import { AuthSuccess } from './auth-success';
import { useForm } from '@/hooks/use-form';
import { isTokenGone } from './use-reset-token';
import { emailMessage } from '@/lib/validation';
import { NewPasswordFields, newPasswordMessages } from './new-password-fields';

type NewPasswordField = 'email' | 'password' | 'password_confirmation';

interface PasswordNewFormProps {
  token: string;
  email?: string;
}

/**
 * E-mail, new password and its confirmation for a checked reset token. A token the server then
 * refuses (used meanwhile, expired, not for this address) leaves the form as typed, under an
 * alert with the way to a new link that carries the address along.
 */
export function PasswordNewForm({ token, email = '' }: PasswordNewFormProps) {
  const { t } = useTranslation('auth.password_new');
  const [done, setDone] = useState(false);
  const [linkGone, setLinkGone] = useState(false);
  const { setFormElement, ...form } = useForm<Record<NewPasswordField, string>>({
    initial: { email, password: '', password_confirmation: '' },
    validate: (values) => ({
      email: emailMessage(values.email),
      ...newPasswordMessages(values),
    }),
  });

  const send = async (values: Record<NewPasswordField, string>) => {
    setLinkGone(false);
    try {
      await setNewPassword({ token, ...values, email: values.email.trim() });
    } catch (error) {
      if (!isTokenGone(error)) throw error;
      setLinkGone(true);
      return;
    }
    setDone(true);
  };

  if (done) {
    return (
      <AuthSuccess heading={t('success.title')} linkTo={paths.login} linkLabel={t('to_login')}>
        {t('success.text')}
      </AuthSuccess>
    );
  }
  return (
    <AuthForm
      namespace="auth.password_new"
      form={form}
      setFormElement={setFormElement}
      onSubmit={form.onSubmit(send)}
      alert={
        linkGone ? (
          <FormAlert
            variant="warning"
            heading={t('invalid.title')}
            message={t('invalid.refused')}
            action={
              <Link
                className="btn btn-primary"
                to={paths.passwordReset}
                state={{ email: form.values.email.trim() }}
              >
                {t('invalid.request_new')}
              </Link>
            }
          />
        ) : undefined
      }
    >
      <FormField
        {...form.field('email')}
        label={t('fields.email')}
        type="email"
        autoComplete="username"
        required
        autoFocus={!email}
      />
      {/* A known address (from the reset link) leaves the password as the first thing to type. */}
      <NewPasswordFields
        namespace="auth.password_new"
        field={form.field}
        autoFocus={Boolean(email)}
      />
    </AuthForm>
  );
}
