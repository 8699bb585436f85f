import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '@/api/api-error';
import { login, loginWithType } from '@/api/auth';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { paths } from '@/config/paths';
import { hasKeptWork } from '@/lib/kept-work';
import { signIn } from '@/lib/session';
import { safeRedirectPath } from '@/utils/safe-url';
import { useForm } from '@/hooks/use-form';
import { requiredMessage } from '@/lib/validation';

type LoginField = 'login' | 'password';

/** The server names the login field after how it was sent: `email` or `username`. */
function fieldFor(serverField: string): LoginField | undefined {
  if (serverField === 'email' || serverField === 'username') return 'login';
  return serverField === 'password' ? 'password' : undefined;
}

/** Sign in with an e-mail address or a user name (spec §2, §7). */
export function LoginPage() {
  const { t } = useTranslation('auth.login');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Set by the root layout when the API said the session ran out.
  const sessionExpired =
    (useLocation().state as { sessionExpired?: boolean } | null)?.sessionExpired === true;
  // The input is said to be kept only when a screen's work actually was (src/lib/kept-work.ts).
  const [inputKept] = useState(() => sessionExpired && hasKeptWork());
  const [remember, setRemember] = useState(false);
  const { setFormElement, field, formError, submitting, onSubmit } = useForm<
    Record<LoginField, string>
  >({
    initial: { login: '', password: '' },
    validate: (values) => ({
      login: requiredMessage(values.login),
      password: values.password ? undefined : t('base:common.required'),
    }),
    fieldFor,
    messageFor: (error) =>
      isApiError(error) && error.status === 401 ? t('errors.invalid_credentials') : undefined,
  });

  const send = async (values: Record<LoginField, string>) => {
    const name = values.login.trim();
    const { password } = values;
    if (name.includes('@')) await login({ email: name, password, remember });
    else await loginWithType({ username: name, password, remember });
    await signIn();
    await navigate(safeRedirectPath(searchParams.get('redir_url')), { replace: true });
  };

  return (
    <section aria-labelledby="login-title">
      <h1 id="login-title" className="h3 mb-3">
        {t('title')}
      </h1>
      <p className="text-body-secondary">{t('intro')}</p>
      <FormAlert message={formError} />
      {sessionExpired && !formError ? (
        <FormAlert
          variant="warning"
          message={inputKept ? t('session_expired_kept') : t('base:api_error.session_expired')}
        />
      ) : null}
      <form ref={setFormElement} noValidate onSubmit={onSubmit(send)}>
        <FormField
          {...field('login')}
          label={t('fields.login')}
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          autoFocus
        />
        <FormField
          {...field('password')}
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          required
        />
        <div className="form-check mb-3">
          <input
            id="login-remember"
            className="form-check-input"
            type="checkbox"
            name="remember"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          <label className="form-check-label" htmlFor="login-remember">
            {t('fields.remember')}
          </label>
        </div>
        <SubmitButton className="w-100" submitting={submitting} submittingLabel={t('submitting')}>
          {t('submit')}
        </SubmitButton>
      </form>
      <p className="mt-3 mb-1">
        <Link to={paths.passwordReset}>{t('forgot_password')}</Link>
      </p>
      <p>
        {t('no_account')} <Link to={paths.signUp}>{t('sign_up')}</Link>
      </p>
    </section>
  );
}
