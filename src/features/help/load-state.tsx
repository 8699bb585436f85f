import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from '@/i18n/use-translation';

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
