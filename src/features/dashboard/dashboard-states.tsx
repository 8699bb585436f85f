import type { ReactNode } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { useDashboardTranslation } from './dashboard-i18n';
import type { TeamKaizen } from '@/api/schemas/kaizen';
import type { DashboardStats } from './stats';
import type { KaizenStatsQuery } from './use-kaizen-stats';
import { LoadError } from '@/components/load-error';
import { EmptyState } from '@/components/empty-state';

interface DashboardBodyProps<K extends TeamKaizen> {
  query: KaizenStatsQuery<K>;
  isEmpty: (stats: DashboardStats<K>) => boolean;
  canCreate: boolean;
  onRetry?: () => void;
  children: (stats: DashboardStats<K>) => ReactNode;
}

/** Loading, error with a retry, the friendly empty state, or the dashboard itself. */
export function DashboardBody<K extends TeamKaizen>({
  query,
  isEmpty,
  canCreate,
  onRetry,
  children,
}: DashboardBodyProps<K>) {
  if (query.loading) return <DashboardLoading />;
  if (query.error) return <DashboardError error={query.error} onRetry={onRetry ?? query.reload} />;
  if (!query.stats) return null;
  if (isEmpty(query.stats)) return <DashboardEmpty canCreate={canCreate} />;
  return children(query.stats);
}

function DashboardLoading() {
  const { t } = useDashboardTranslation();
  return (
    <div className="d-flex align-items-center gap-2 py-5" role="status">
      <Spinner animation="border" size="sm" aria-hidden="true" />
      <span>{t('state.loading')}</span>
    </div>
  );
}

function DashboardError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useDashboardTranslation();
  return <LoadError error={error} heading={t('state.error_heading')} onRetry={onRetry} />;
}

function DashboardEmpty({ canCreate }: { canCreate: boolean }) {
  const { t } = useDashboardTranslation();
  return (
    <div className="card">
      <div className="card-body">
        <EmptyState
          heading
          title={t('state.empty_title')}
          hint={t('state.empty_text')}
          action={
            canCreate ? (
              <Link to={paths.kaizenNew} className="btn btn-primary">
                {t('state.empty_create')}
              </Link>
            ) : undefined
          }
        />
      </div>
    </div>
  );
}
