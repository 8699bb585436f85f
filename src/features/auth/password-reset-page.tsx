import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { AuthCard } from './auth-card';
import { Link } from '@/components/link';
import { isApiError } from '@/api/api-error';
import { requestPasswordReset } from '@/api/auth';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { paths } from '@/config/paths';
import { AuthSuccess } from './auth-success';
import { useForm } from '@/hooks/use-form';
import { emailMessage } from '@/lib/validation';

/** Ask for a link to set a new password (spec §7). */
export function PasswordResetPage() {
  const { t } = useTranslation('auth.password_reset');
  const [done, setDone] = useState(false);
  const { setFormElement, field, formError, submitting, onSubmit } = useForm({
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
          <p className="text-body-secondary">{t('intro')}</p>
          <FormAlert message={formError} />
          <Form ref={setFormElement} noValidate onSubmit={onSubmit(send)}>
            <FormField
              {...field('email')}
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              required
              autoFocus
            />
            <SubmitButton
              className="w-100"
              submitting={submitting}
              submittingLabel={t('submitting')}
            >
              {t('submit')}
            </SubmitButton>
          </Form>
          <p className="mt-3">
            <Link to={paths.login}>{t('to_login')}</Link>
          </p>
        </>
      )}
    </AuthCard>
  );
}
