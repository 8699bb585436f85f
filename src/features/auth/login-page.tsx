import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { Link } from '@/components/link';
import { SubmitButton } from '@/components/submit-button';
import { paths } from '@/config/paths';
import { useForm } from '@/hooks/use-form';
import { requiredMessage } from '@/lib/validation';
import { useSessionStore } from '@/stores/session-store';
import { AuthCard } from './auth-card';
import { DeviceChoiceFields } from './device-choice-fields';
import { HandOverQuestion } from './hand-over-question';
import { OwedSignOutAlert } from './owed-sign-out-alert';
import {
  arrivalNotes,
  deviceChoiceHere,
  fieldFor,
  SignInRefused,
  signInSteps,
  type LoginField,
} from './sign-in-steps';

const LOGIN_ID = 'login-name';
const PASSWORD_ID = 'login-password';

/** Sign in with an e-mail address or a user name (spec §2, §7); the steps: sign-in-steps.ts. */
export function LoginPage() {
  const { t } = useTranslation('auth.login');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Set by the root layout when the API said the session ran out.
  const sessionExpired =
    (useLocation().state as { sessionExpired?: boolean } | null)?.sessionExpired === true;
  // Read once: forgetting them as the page showed them lost them whenever the page was drawn a
  // second time (a remount, a second load of /login after the sign-out).
  const [notes] = useState(() => arrivalNotes(sessionExpired));
  const [choice, setChoice] = useState(deviceChoiceHere);
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

  const send = async (values: Record<LoginField, string>) => {
    const next = await signInSteps(values, choice, searchParams.get('redir_url')).catch(
      (error: unknown) => {
        // Mostly the password was mistyped: ready to type it again.
        const password = document.getElementById(PASSWORD_ID);
        if (error instanceof SignInRefused && password instanceof HTMLInputElement) {
          password.focus();
          password.select();
        }
        throw error;
      },
    );
    // The page the user waits for: drawn in one task once its code and texts are in.
    await navigate(next, { replace: true, flushSync: true });
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
      {formError
        ? null
        : notes.map(({ key, count }) => (
            <FormAlert key={key} variant="warning" message={t(key, { count })} />
          ))}
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
        <DeviceChoiceFields choice={choice} onChange={setChoice} />
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
