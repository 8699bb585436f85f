import { useTranslation } from '@/i18n/use-translation';
import { useNavigate } from 'react-router-dom';
import { ErrorPageFrame } from '@/components/error-page-frame';
import { Link } from '@/components/link';
import { paths } from '@/config/paths';

export type ErrorPageVariant =
  'client' | 'locked' | 'generic' | 'offline' | 'not-found' | 'unavailable';

interface ErrorPageProps {
  variant: ErrorPageVariant;
  status?: number;
  /** The server's message or raw error data (spec §2). Shown as text, never as HTML. */
  message?: string;
  /** Tries the page again where that can help (offline, a server failure). */
  onRetry?: () => void;
}

const descriptionKey: Record<ErrorPageVariant, string> = {
  client: 'error_page.client_description',
  locked: 'error_page.locked_description',
  generic: 'error_page.generic_description',
  offline: 'error_page.offline_description',
  'not-found': 'error_page.not_found_description',
  unavailable: 'error_page.kaizen_unavailable',
};

/** The error pages of spec §2: title, description, the server's message, back and home. */
export function ErrorPage({ variant, status, message, onRetry }: ErrorPageProps) {
  const { t } = useTranslation('base');
  const navigate = useNavigate();
  // A 503 is the server's maintenance or overload, not a fault of ours: the line under it says
  // when it is tried again.
  const description =
    variant === 'generic' && status === 503
      ? 'error_page.unavailable_description'
      : descriptionKey[variant];
  return (
    <ErrorPageFrame variant={variant} description={t(description)}>
      {status ? <p className="text-body-secondary">{t('error_page.status', { status })}</p> : null}
      {message ? <p className="error-page__message">{message}</p> : null}
      <div className="d-flex flex-wrap gap-2 justify-content-center mt-4">
        {onRetry ? (
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            {t('error_page.retry')}
          </button>
        ) : null}
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={() => void navigate(-1)}
        >
          {t('error_page.back')}
        </button>
        <Link className={`btn ${onRetry ? 'btn-outline-primary' : 'btn-primary'}`} to={paths.home}>
          {t('error_page.home')}
        </Link>
      </div>
    </ErrorPageFrame>
  );
}
