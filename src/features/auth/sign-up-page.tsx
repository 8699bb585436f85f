import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { AuthCard } from './auth-card';
import { Link } from '@/components/link';
import { signUp } from '@/api/auth';
import { FormField } from '@/components/form-field';
import { paths } from '@/config/paths';
import { AuthForm } from './auth-form';
import { AuthSuccess } from './auth-success';
import { useForm } from '@/hooks/use-form';
import { emailMessage, requiredMessage } from '@/lib/validation';
import { NewPasswordFields, newPasswordMessages } from './new-password-fields';

type SignUpField = 'name' | 'email' | 'password' | 'password_confirmation' | 'company_code';

/** Create an account within a company, identified by its company code (spec §7). */
export function SignUpPage() {
  const { t } = useTranslation('auth.sign_up');
  const [done, setDone] = useState(false);
  const { setFormElement, ...form } = useForm<Record<SignUpField, string>>({
    initial: { name: '', email: '', password: '', password_confirmation: '', company_code: '' },
    validate: (values) => ({
      name: requiredMessage(values.name),
      email: emailMessage(values.email),
      ...newPasswordMessages(values),
      company_code: requiredMessage(values.company_code),
    }),
  });

  const send = async (values: Record<SignUpField, string>) => {
    await signUp({
      ...values,
      name: values.name.trim(),
      email: values.email.trim(),
      company_code: values.company_code.trim(),
    });
    setDone(true);
  };

  return (
    <AuthCard id="sign-up" title={t('title')}>
      {done ? (
        <AuthSuccess
          heading={t('success.title')}
          linkTo={paths.login}
          linkLabel={t('success.to_login')}
        >
          {t('success.text')}
        </AuthSuccess>
      ) : (
        <>
          <AuthForm
            namespace="auth.sign_up"
            form={form}
            setFormElement={setFormElement}
            onSubmit={form.onSubmit(send)}
          >
            <FormField
              {...form.field('name')}
              label={t('fields.name')}
              autoComplete="name"
              required
              autoFocus
            />
            <FormField
              {...form.field('email')}
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              required
            />
            <NewPasswordFields namespace="auth.sign_up" field={form.field} />
            <FormField
              {...form.field('company_code')}
              label={t('fields.company_code')}
              hint={t('hints.company_code')}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              required
            />
          </AuthForm>
          <p className="mt-3">
            {t('have_account')} <Link to={paths.login}>{t('to_login')}</Link>
          </p>
        </>
      )}
    </AuthCard>
  );
}
