import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from '@/i18n/use-translation';
import { AuthCard } from './auth-card';
import { useParams } from 'react-router-dom';
import { Link } from '@/components/link';
import { FormAlert } from '@/components/form-alert';
import { paths } from '@/config/paths';
import { PasswordNewForm } from './password-new-form';
import { useResetToken } from './use-reset-token';
import { LoadError } from '@/components/load-error';

/** Set a new password with the token from the reset e-mail, once the token is checked. */
export function PasswordNewPage() {
  const { t } = useTranslation('auth.password_new');
  const token = useParams().token ?? '';
  const { check, retry } = useResetToken(token);

  return (
    <AuthCard id="password-new" title={t('title')}>
      {check.status === 'checking' ? (
        <div role="status" className="d-flex align-items-center gap-2">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          <span>{t('checking')}</span>
        </div>
      ) : null}
      {check.status === 'invalid' ? (
        <>
          <FormAlert variant="warning" heading={t('invalid.title')} message={t('invalid.text')} />
          <Link className="btn btn-primary" to={paths.passwordReset}>
            {t('invalid.request_new')}
          </Link>
        </>
      ) : null}
      {check.status === 'failed' ? <LoadError error={check.error} onRetry={retry} /> : null}
      {check.status === 'valid' ? <PasswordNewForm token={token} email={check.email} /> : null}
    </AuthCard>
  );
}
