import type { TeamData } from '@/api/schemas/company';
import { useStatusWord } from '@/kaizens/status';
import { BarChart } from './charts/bar-chart';
import { STATUS_COLORS } from './charts/palette';
import { useDashboardTranslation } from './dashboard-i18n';

const STATUSES = ['open', 'approved', 'declined'] as const;

/** Open, approved and declined kaizens per team of the company, the active team marked. */
export function TeamComparison({ teams, activeTeamId }: { teams: TeamData; activeTeamId: number }) {
  const { t } = useDashboardTranslation();
  const word = useStatusWord();
  return (
    <BarChart
      title={t('charts.team_comparison')}
      categoryLabel={t('charts.team')}
      series={STATUSES.map((status) => ({
        key: status,
        label: word(status),
        color: STATUS_COLORS[status],
      }))}
      rows={teams.map((team) => {
        const active = team.team_id === activeTeamId;
        return {
          key: String(team.team_id),
          label: active ? t('charts.active_team', { team: team.team_name }) : team.team_name,
          axisLabel: team.team_name,
          emphasis: active,
          values: STATUSES.map((status) => team[status]),
        };
      })}
    />
  );
}
