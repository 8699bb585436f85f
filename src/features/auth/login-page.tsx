import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from './auth-card';
import { HandOverQuestion } from './hand-over-question';
import { OwedSignOutAlert } from './owed-sign-out-alert';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '@/components/link';
import { isApiError } from '@/api/api-error';
import { login, loginWithType } from '@/api/auth';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { isSignedOutPage, paths } from '@/config/paths';
import { forgetSignedOutElsewhereNote, signedOutElsewhereNote } from '@/lib/device-session';
import { hasKeptWork } from '@/lib/kept-work';
import { signInHere } from '@/lib/session';
import {
  chooseDeviceMode,
  DEFAULT_IDLE_MINUTES,
  forgetIdleSignOutNote,
  IDLE_MINUTES,
  idleSignOutNote,
  recordActivity,
  sharedDeviceIdleMinutes,
} from '@/lib/shared-device';
import { useSessionStore } from '@/stores/session-store';
import { finishSignOut } from '@/lib/sign-out';
import { safeRedirectPath } from '@/utils/safe-url';
import { useForm } from '@/hooks/use-form';
import { requiredMessage } from '@/lib/validation';

type LoginField = 'login' | 'password';

const LOGIN_ID = 'login-name';
const PASSWORD_ID = 'login-password';

/** The server names the login field after how it was sent: `email` or `username`. */
function fieldFor(serverField: string): LoginField | undefined {
  if (serverField === 'email' || serverField === 'username') return 'login';
  return serverField === 'password' ? 'password' : undefined;
}

/**
 * Wrong credentials. The contract answers them with a 422 on the login field alone (docs/api.md
 * §3.1; the client has checked both fields are filled): that names the pair, not the login, so
 * it is told once, in the form's alert, instead of a summary plus a message at the login field.
 */
class SignInRefused extends Error {}

function isSignInRefusal(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.status === 401) return true;
  const fields = Object.keys(error.fieldErrors);
  return error.isValidation && fields.length > 0 && fields.every((f) => fieldFor(f) === 'login');
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
  // The device's mode as last chosen here: a shared tablet stays shared for the next person.
  const [idleMinutes, setIdleMinutes] = useState(sharedDeviceIdleMinutes);
  const shared = idleMinutes !== null;
  // Said until the next person signs in: forgetting it as the page showed it lost it whenever
  // the page was drawn a second time (a remount, a second load of /login after the sign-out).
  const [idleSignedOut] = useState(idleSignOutNote);
  const [signedOutElsewhere] = useState(
    () => signedOutElsewhereNote() && (hasKeptWork() ? 'kept' : 'plain'),
  );
  // "Bent u …?" after a shared device's last tab was closed signed in (src/lib/hand-over.ts).
  const [asked, setAsked] = useState(() => useSessionStore.getState().askedPerson);
  const [itIsThem, setItIsThem] = useState(false);
  const { setFormElement, field, setField, formError, submitting, onSubmit } = useForm<
    Record<LoginField, string>
  >({
    initial: { login: '', password: '' },
    validate: (values) => ({
      login: requiredMessage(values.login),
      password: values.password ? undefined : t('base:common.required'),
    }),
    fieldFor,
    messageFor: (error) =>
      error instanceof SignInRefused ? t('errors.invalid_credentials') : undefined,
  });

  const signInWith = async (name: string, password: string) => {
    try {
      // A shared device never keeps anyone signed in past the browser session.
      const keep = remember && !shared;
      if (name.includes('@')) await login({ email: name, password, remember: keep });
      else await loginWithType({ username: name, password, remember: keep });
    } catch (error) {
      if (!isSignInRefusal(error)) throw error;
      // Mostly the password was mistyped: ready to type it again.
      const field = document.getElementById(PASSWORD_ID);
      if (field instanceof HTMLInputElement) {
        field.focus();
        field.select();
      }
      throw new SignInRefused();
    }
  };

  const send = async (values: Record<LoginField, string>) => {
    // The previous user's sign-out that the server has not heard yet goes first: Laravel would
    // send a signed-in session's sign-in to /home.
    await finishSignOut();
    await signInWith(values.login.trim(), values.password);
    forgetIdleSignOutNote();
    forgetSignedOutElsewhereNote();
    await signInHere();
    chooseDeviceMode(idleMinutes);
    if (shared) recordActivity({ share: true });
    const userId = useSessionStore.getState().user?.id;
    if (userId !== undefined) {
      // Their work kept sealed on this device comes back before the first page shows it.
      const { openUnsentWork } = await import('@/kaizens/unsent/unsent-work');
      await openUnsentWork(userId, values.password, { keepKey: shared }).catch(() => 0);
    }
    const back = safeRedirectPath(searchParams.get('redir_url'));
    // A sign-in page as the way back (`/login?redir_url=/login?redir_url=…`) would show the
    // signed-in user a sign-in form again.
    await navigate(isSignedOutPage(back) ? paths.home : back, { replace: true });
  };

  const answer = (them: boolean) => {
    // Asked once: the name is not kept past the answer.
    useSessionStore.getState().setAskedPerson(null);
    if (them && asked?.login) {
      setField('login', asked.login);
      setItIsThem(true);
    }
    setAsked(null);
  };

  if (asked) return <HandOverQuestion name={asked.name} onAnswer={answer} />;

  return (
    <AuthCard
      id="login"
      title={t('title')}
      intro={t('intro')}
      footer={
        <>
          {t('no_account')} <Link to={paths.signUp}>{t('sign_up')}</Link>
        </>
      }
    >
      <FormAlert message={formError} />
      <OwedSignOutAlert onRetryGone={() => document.getElementById(LOGIN_ID)?.focus()} />
      {idleSignedOut !== undefined && !formError ? (
        <FormAlert variant="warning" message={t('idle_signed_out', { count: idleSignedOut })} />
      ) : null}
      {signedOutElsewhere && idleSignedOut === undefined && !formError ? (
        <FormAlert
          variant="warning"
          message={t(
            signedOutElsewhere === 'kept' ? 'signed_out_elsewhere_kept' : 'signed_out_elsewhere',
          )}
        />
      ) : null}
      {sessionExpired && !formError ? (
        <FormAlert
          variant="warning"
          message={inputKept ? t('session_expired_kept') : t('base:api_error.session_expired')}
        />
      ) : null}
      <form ref={setFormElement} noValidate onSubmit={onSubmit(send)}>
        <FormField
          {...field('login')}
          id={LOGIN_ID}
          label={t('fields.login')}
          // Text, not email: a user name signs in too. The keyboard still offers the "@".
          type="text"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          autoFocus={!itIsThem}
        />
        <FormField
          {...field('password')}
          id={PASSWORD_ID}
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          required
          // They said who they are: what is left to prove it is the password.
          autoFocus={itIsThem}
        />
        <div className="form-check mb-2">
          <input
            id="login-shared-device"
            className="form-check-input"
            type="checkbox"
            name="shared_device"
            checked={shared}
            aria-describedby={shared ? 'login-shared-hint' : undefined}
            onChange={(event) => setIdleMinutes(event.target.checked ? DEFAULT_IDLE_MINUTES : null)}
          />
          <label className="form-check-label" htmlFor="login-shared-device">
            {t('fields.shared_device')}
          </label>
        </div>
        {shared ? (
          <div className="mb-3">
            <label className="form-label" htmlFor="login-idle-minutes">
              {t('fields.idle_minutes')}
            </label>
            <select
              id="login-idle-minutes"
              className="form-select"
              name="idle_minutes"
              value={idleMinutes}
              aria-describedby="login-shared-hint"
              onChange={(event) => setIdleMinutes(Number(event.target.value))}
            >
              {IDLE_MINUTES.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {t('minutes', { count: minutes })}
                </option>
              ))}
            </select>
            <p id="login-shared-hint" className="form-text mb-0">
              {t('shared_device_hint')}
            </p>
          </div>
        ) : null}
        <div className="form-check mb-3" hidden={shared}>
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
      <p className="mt-3 mb-0 text-center">
        <Link to={paths.passwordReset}>{t('forgot_password')}</Link>
      </p>
    </AuthCard>
  );
}
