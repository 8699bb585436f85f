import { useDashboardTranslation } from './dashboard-i18n';
import { useFormatters } from './format';
import type { DashboardStats } from './stats';

// As many equal columns as fit: six or seven cards share one line on a wide screen.
const GRID = { gridTemplateColumns: 'repeat(auto-fit, minmax(8.5rem, 1fr))' };

interface KpiCardsProps {
  stats: DashboardStats;
  /** The personal dashboard counts drafts too; a team's dashboard never sees others' drafts. */
  showDrafts?: boolean;
}

export function KpiCards({ stats, showDrafts = false }: KpiCardsProps) {
  const { t } = useDashboardTranslation();
  const format = useFormatters();
  // The unit is set smaller so '10,4 dagen' fits a narrow card.
  const days = (value: number) => (
    <>
      {format.decimal(value)}{' '}
      <span className="fs-6 fw-normal">{t('kpi.days', { count: value })}</span>
    </>
  );
  const cards = [
    { key: 'total', value: format.number(stats.submitted) },
    ...(showDrafts ? [{ key: 'drafts', value: format.number(stats.byStatus.draft) }] : []),
    { key: 'open', value: format.number(stats.byStatus.open) },
    { key: 'approved', value: format.number(stats.byStatus.approved) },
    { key: 'declined', value: format.number(stats.byStatus.declined) },
    {
      key: 'approval_rate',
      value: stats.approvalRate === null ? t('kpi.none') : format.percent(stats.approvalRate),
    },
    {
      key: 'median_days',
      value: stats.medianDecisionDays === null ? t('kpi.none') : days(stats.medianDecisionDays),
    },
  ];
  return (
    <section aria-label={t('kpi.label')}>
      <dl className="d-grid gap-3 mb-0" style={GRID}>
        {cards.map((card) => (
          // One wrapper per dt/dd pair: a <dl> may group its items in a single <div>.
          <div key={card.key} className="card card-body py-2">
            <dt className="small text-body-secondary fw-normal">{t(`kpi.${card.key}`)}</dt>
            <dd className="fs-5 fw-semibold mb-0">{card.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
