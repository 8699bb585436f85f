import type { KaizenStatus } from '@/api/schemas/kaizen';
import { useStatusWord } from '@/kaizens/status';
import { BarChart } from './charts/bar-chart';
import { ColumnChart } from './charts/column-chart';
import { NEUTRAL, PRIMARY, STATUS_COLORS } from './charts/palette';
import { useDashboardTranslation } from './dashboard-i18n';
import { useFormatters } from './format';
import type { Contributor, DashboardStats, MonthBucket } from './stats';

interface StatusChartProps {
  byStatus: DashboardStats['byStatus'];
  statuses: readonly KaizenStatus[];
}

export function StatusChart({ byStatus, statuses }: StatusChartProps) {
  const { t } = useDashboardTranslation();
  const word = useStatusWord();
  return (
    <BarChart
      title={t('charts.by_status')}
      categoryLabel={t('charts.status')}
      series={[{ key: 'count', label: t('charts.count'), color: PRIMARY }]}
      rows={statuses.map((status) => ({
        key: status,
        label: word(status),
        values: [byStatus[status]],
        color: STATUS_COLORS[status],
      }))}
    />
  );
}

export function TrendChart({ months }: { months: readonly MonthBucket[] }) {
  const { t } = useDashboardTranslation();
  const format = useFormatters();
  const title = t('charts.trend');
  const busiest = months.reduce((best, m) => (m.submitted > best.submitted ? m : best), months[0]);
  const total = (field: 'submitted' | 'approved') => months.reduce((sum, m) => sum + m[field], 0);
  return (
    <ColumnChart
      title={title}
      categoryLabel={t('charts.month')}
      series={[
        { key: 'submitted', label: t('charts.submitted'), color: NEUTRAL.mid },
        { key: 'approved', label: t('charts.approved'), color: PRIMARY },
      ]}
      rows={months.map((m) => ({
        key: m.start.toISOString(),
        label: format.month(m.start),
        axisLabel: format.shortMonth(m.start),
        values: [m.submitted, m.approved],
      }))}
      summary={t('charts.trend_summary', {
        title,
        submitted: format.number(total('submitted')),
        approved: format.number(total('approved')),
        busiest: format.month(busiest.start),
        busiestCount: format.number(busiest.submitted),
      })}
    />
  );
}

export function ContributorsChart({ contributors }: { contributors: readonly Contributor[] }) {
  const { t } = useDashboardTranslation();
  return (
    <BarChart
      title={t('charts.top_contributors')}
      categoryLabel={t('charts.author')}
      series={[{ key: 'kaizens', label: t('charts.kaizens'), color: PRIMARY }]}
      rows={contributors.map((c) => ({ key: String(c.id), label: c.name, values: [c.count] }))}
    />
  );
}
