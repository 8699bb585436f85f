import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/api/api-error';
import { FormAlert } from '@/components/form-alert';
import { failureMessage } from '@/lib/failure-message';

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

/** A failed load: the translated reason and a retry. */
export function LoadError({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const { t } = useTranslation('base');
  return (
    <div>
      <FormAlert message={failureMessage(error)} />
      <Button variant="outline-primary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
