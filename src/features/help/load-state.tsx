import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/api/api-error';
import { FormAlert } from '@/components/form-alert';
import { apiErrorMessageKey } from '@/lib/api-error-message';

/** A spinner with its text for screen readers. */
export function Loading() {
  const { t } = useTranslation('base');
  return (
    <div className="py-3" role="status">
      <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
      {t('common.loading')}
    </div>
  );
}

/** A failed load: the translated reason, the server's words when it gave some, and a retry. */
export function LoadError({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const { t } = useTranslation('base');
  const reason = t(apiErrorMessageKey(error));
  const message =
    error.serverMessage && error.serverMessage !== reason
      ? `${reason} ${error.serverMessage}`
      : reason;
  return (
    <div>
      <FormAlert message={message} />
      <Button variant="outline-primary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
