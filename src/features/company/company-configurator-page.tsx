import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/use-translation';
import { companyQueries } from '@/api/company-queries';
import { QueryState } from '@/components/query-state';
import { ApiEnabledBadge } from './api-enabled-badge';
import { ConfiguratorForm } from './configurator-form';
import { SitesManager } from './sites-manager';
import { useFirstLoadFailure } from '@/hooks/use-first-load-failure';

/** /company/edit: the signed-in user's company, its texts, colour, logo and sites. */
export function CompanyConfiguratorPage() {
  const { t } = useTranslation('company-configurator.index');
  const { data, error, refetch } = useQuery(companyQueries.configurator());
  useFirstLoadFailure(error, data);

  return (
    <section aria-labelledby="configurator-title" className="measure-form">
      <h1 id="configurator-title" className="h3 mb-2">
        {t('title')}
      </h1>
      {data ? <p className="text-body-secondary mb-2">{data.company.name}</p> : null}
      <ApiEnabledBadge />
      <QueryState data={data} error={error} reload={() => void refetch()}>
        {(data) => (
          <>
            <ConfiguratorForm key={data.company.id} data={data} />
            <SitesManager companyId={data.company.id} />
          </>
        )}
      </QueryState>
    </section>
  );
}
