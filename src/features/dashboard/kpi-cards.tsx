import { Link } from '@/components/link';
import { useDashboardTranslation } from './dashboard-i18n';
import { useFormatters } from './format';
import type { DashboardStats } from './stats';

// As many equal columns as fit: six or seven cards share one line on a wide screen.
const GRID = { gridTemplateColumns: 'repeat(auto-fit, minmax(8.5rem, 1fr))' };

/** Where a figure's tile leads: a list page, or `#id` of a list on the dashboard itself. */
export type KpiLinks = Partial<
  Record<'drafts' | 'open' | 'review' | 'approved' | 'declined', string>
>;

interface KpiCardsProps {
  stats: DashboardStats;
  /** The personal dashboard counts drafts too; a team's dashboard never sees others' drafts. */
  showDrafts?: boolean;
  links?: KpiLinks;
  /**
   * For who decides: "Te beoordelen" (what they may decide now, `useReviewCount`) in place of
   * the team's "Wacht op besluit", the same number as the navigation's.
   */
  toReview?: { count: number | undefined };
}

/** The key figures; a figure that counts a list links to it, the whole tile a tap target. */
export function KpiCards({ stats, showDrafts = false, links = {}, toReview }: KpiCardsProps) {
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
    toReview
      ? {
          key: 'review',
          value: toReview.count === undefined ? '–' : format.number(toReview.count),
        }
      : { key: 'open', value: format.number(stats.byStatus.open) },
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
  const label = (key: string) => {
    const text = t(`kpi.${key}`);
    const to = links[key as keyof KpiLinks];
    if (!to) return text;
    // A list on this page is an anchor the browser scrolls to; a list page is a route.
    return to.startsWith('#') ? (
      <a href={to} className="kpi-card__link stretched-link">
        {text}
      </a>
    ) : (
      <Link to={to} className="kpi-card__link stretched-link">
        {text}
      </Link>
    );
  };
  return (
    <section aria-label={t('kpi.label')}>
      <dl className="d-grid gap-3 mb-0" style={GRID}>
        {cards.map((card) => (
          // One wrapper per dt/dd pair: a <dl> may group its items in a single <div>.
          <div key={card.key} className="card card-body py-2 kpi-card">
            <dt className="small text-body-secondary fw-normal">{label(card.key)}</dt>
            <dd className="kpi-card__value mb-0">{card.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
