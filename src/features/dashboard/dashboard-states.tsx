import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { failureMessage } from '@/lib/failure-message';
import { useDashboardTranslation } from './dashboard-i18n';
import type { DashboardStats } from './stats';
import type { KaizenStatsQuery } from './use-kaizen-stats';

interface DashboardBodyProps {
  query: KaizenStatsQuery;
  isEmpty: (stats: DashboardStats) => boolean;
  canCreate: boolean;
  onRetry?: () => void;
  children: (stats: DashboardStats) => ReactNode;
}

/** Loading, error with a retry, the friendly empty state, or the dashboard itself. */
export function DashboardBody({
  query,
  isEmpty,
  canCreate,
  onRetry,
  children,
}: DashboardBodyProps) {
  if (query.loading) return <DashboardLoading />;
  if (query.error) return <DashboardError error={query.error} onRetry={onRetry ?? query.reload} />;
  if (!query.stats) return null;
  if (isEmpty(query.stats)) return <DashboardEmpty canCreate={canCreate} />;
  return children(query.stats);
}

export function DashboardLoading() {
  const { t } = useDashboardTranslation();
  return (
    <div className="d-flex align-items-center gap-2 py-5" role="status">
      <Spinner animation="border" size="sm" aria-hidden="true" />
      <span>{t('state.loading')}</span>
    </div>
  );
}

export function DashboardError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useDashboardTranslation();
  return (
    <Alert variant="danger" role="alert">
      <Alert.Heading as="h2" className="h6">
        {t('state.error_heading')}
      </Alert.Heading>
      <p>{failureMessage(error)}</p>
      <Button variant="outline-danger" size="sm" onClick={onRetry}>
        {t('base:common.retry')}
      </Button>
    </Alert>
  );
}

export function DashboardEmpty({ canCreate }: { canCreate: boolean }) {
  const { t } = useDashboardTranslation();
  return (
    <div className="card">
      <div className="card-body py-5 text-center">
        <h2 className="h5">{t('state.empty_title')}</h2>
        <p className="text-body-secondary mx-auto" style={{ maxWidth: '36rem' }}>
          {t('state.empty_text')}
        </p>
        {canCreate ? (
          <Link to={paths.kaizenNew} className="btn btn-primary">
            {t('state.empty_create')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
