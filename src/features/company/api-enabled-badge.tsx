import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import { fetchApiEnabled } from '@/api/companies';
import { useApiQuery } from '@/hooks/use-api-query';

/** Whether the company's API access is on: shown only, it is switched on elsewhere. */
export function ApiEnabledBadge() {
  const { t } = useTranslation('company-configurator.index');
  const { data: enabled, error } = useApiQuery(['api-enabled'], fetchApiEnabled);
  if (error || enabled === undefined) return null;
  return (
    <p className="mb-4">
      <Badge bg={enabled ? 'success' : 'secondary'}>
        {enabled ? t('api.enabled') : t('api.disabled')}
      </Badge>
    </p>
  );
}
