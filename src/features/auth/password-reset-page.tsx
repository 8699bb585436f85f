import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from './auth-card';
import { Link } from '@/components/link';
import { isApiError } from '@/api/api-error';
import { requestPasswordReset } from '@/api/auth';
import { FormField } from '@/components/form-field';
import { paths } from '@/config/paths';
import { AuthForm } from './auth-form';
import { AuthSuccess } from './auth-success';
import { useForm } from '@/hooks/use-form';
import { emailMessage } from '@/lib/validation';

/** Ask for a link to set a new password (spec §7). */
export function PasswordResetPage() {
  const { t } = useTranslation('auth.password_reset');
  const [done, setDone] = useState(false);
  const { setFormElement, ...form } = useForm({
    initial: { email: '' },
    validate: (values) => ({ email: emailMessage(values.email) }),
  });

  const send = async ({ email }: Record<'email', string>) => {
    try {
      await requestPasswordReset(email.trim());
    } catch (error) {
      // An unknown address gets the same answer as a known one, so the form cannot be used
      // to find out who has an account.
      if (!isApiError(error) || error.status !== 404) throw error;
    }
    setDone(true);
  };

  return (
    <AuthCard id="password-reset" title={t('title')}>
      {done ? (
        <AuthSuccess heading={t('success.title')} linkTo={paths.login} linkLabel={t('to_login')}>
          {t('success.text')}
        </AuthSuccess>
      ) : (
        <>
          <AuthForm
            namespace="auth.password_reset"
            form={form}
            setFormElement={setFormElement}
            onSubmit={form.onSubmit(send)}
          >
            <FormField
              {...form.field('email')}
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              required
              autoFocus
            />
          </AuthForm>
          <p className="mt-3">
            <Link to={paths.login}>{t('to_login')}</Link>
          </p>
        </>
      )}
    </AuthCard>
  );
}
