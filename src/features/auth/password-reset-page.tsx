import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useLocation } from 'react-router-dom';
import { AuthCard } from './auth-card';
import { Link } from '@/components/link';
import { isApiError } from '@/api/api-error';
import { requestPasswordReset } from '@/api/auth';
import { brokerRefusal } from '@/api/password-broker';
import { FormField } from '@/components/form-field';
import { paths } from '@/config/paths';
import { AuthForm } from './auth-form';
import { AuthSuccess } from './auth-success';
import { useForm } from '@/hooks/use-form';
import { emailMessage } from '@/lib/validation';
import { isRecord } from '@/utils/is-record';

/** Laravel's broker refused: a link was asked for this address within its throttle time. */
class AskedTooSoon extends Error {}

/** The address a refused reset link brought along (PasswordNewForm), if any. */
const carriedEmail = (state: unknown) =>
  isRecord(state) && typeof state.email === 'string' ? state.email : '';

/** Ask for a link to set a new password (spec §7). */
export function PasswordResetPage() {
  const { t } = useTranslation('auth.password_reset');
  const [done, setDone] = useState(false);
  const carried: unknown = useLocation().state;
  const { setFormElement, ...form } = useForm({
    initial: { email: carriedEmail(carried) },
    validate: (values) => ({ email: emailMessage(values.email) }),
    messageFor: (error) => (error instanceof AskedTooSoon ? t('throttled') : undefined),
  });

  const send = async ({ email }: Record<'email', string>) => {
    try {
      await requestPasswordReset(email.trim());
    } catch (error) {
      const refusal = brokerRefusal(error);
      if (refusal === 'throttled') throw new AskedTooSoon();
      // An unknown address gets the same answer as a known one, so the form cannot be used
      // to find out who has an account (our contract's 404, the Laravel broker's "no user").
      if (refusal !== 'user' && (!isApiError(error) || error.status !== 404)) throw error;
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
