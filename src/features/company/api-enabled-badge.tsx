import Badge from 'react-bootstrap/Badge';
import { useTranslation } from '@/i18n/use-translation';
import { useQuery } from '@tanstack/react-query';
import { companyQueries } from '@/api/company-queries';

/** Whether the company's API access is on: shown only, it is switched on elsewhere. */
export function ApiEnabledBadge() {
  const { t } = useTranslation('company-configurator.index');
  const { data: enabled, error } = useQuery(companyQueries.apiEnabled());
  if (error || enabled === undefined) return null;
  return (
    <p className="mb-4">
      <Badge bg={enabled ? 'success' : 'secondary'}>
        {enabled ? t('api.enabled') : t('api.disabled')}
      </Badge>
    </p>
  );
}
