import type { FormEventHandler, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '@/i18n/use-translation';
import { FormAlert } from '@/components/form-alert';
import { SubmitButton } from '@/components/submit-button';

interface AuthFormProps {
  /** The page's texts: `intro`, `submit` and `submitting` are read from it. */
  namespace: string;
  /** What useForm says of the form (the rest of it stays with the page). */
  form: { formError: string | null; submitting: boolean };
  /** useForm's setFormElement: the form it focuses the first invalid field of. */
  setFormElement: (element: HTMLFormElement | null) => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The page's own alert, shown instead of the form's (a reset link that no longer works). */
  alert?: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/** Sign-up, password reset and new password: an intro, the form's alert, fields, one submit. */
export function AuthForm({
  namespace,
  form,
  setFormElement,
  onSubmit,
  alert,
  children,
}: AuthFormProps) {
  const { t } = useTranslation(namespace);
  return (
    <>
      <p className="text-body-secondary">{t('intro')}</p>
      {alert ?? <FormAlert message={form.formError} />}
      <Form ref={setFormElement} noValidate onSubmit={onSubmit}>
        {children}
        <SubmitButton
          className="w-100"
          submitting={form.submitting}
          submittingLabel={t('submitting')}
        >
          {t('submit')}
        </SubmitButton>
      </Form>
    </>
  );
}
