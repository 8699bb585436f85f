import { useState } from 'react';
import { teamKaizens } from '@/kaizens/team-list';
import { useDashboardTranslation } from './dashboard-i18n';
import { DashboardBody } from './dashboard-states';
import { useFormatters } from './format';
import type { DashboardStats } from './stats';
import { useKaizenStats } from './use-kaizen-stats';

/** The usual wait for a decision, in words, from the median number of days. */
function typicalWait(medianDays: number | null): string {
  if (medianDays === null) return 'none';
  if (medianDays <= 1) return 'day';
  if (medianDays <= 7) return 'week';
  if (medianDays <= 14) return 'two_weeks';
  if (medianDays <= 31) return 'month';
  return 'longer';
}

/**
 * The team's figures for someone who does not decide, behind one tap and in plain words:
 * how long a decision usually takes, how many are approved, how much the team sends in. The
 * team's kaizens are asked for only when it opens.
 */
export function TeamFigures({ teamId }: { teamId: number }) {
  const { t } = useDashboardTranslation();
  const [open, setOpen] = useState(false);
  return (
    <details
      className="card card-body mt-3 team-figures"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="team-figures__toggle">{t('team_figures.toggle')}</summary>
      {open ? <Figures teamId={teamId} /> : null}
    </details>
  );
}

function Figures({ teamId }: { teamId: number }) {
  const kaizens = useKaizenStats(teamKaizens(teamId));
  return (
    <div className="mt-2">
      <DashboardBody query={kaizens} isEmpty={(stats) => stats.submitted === 0} canCreate={false}>
        {(stats) => <Sentences stats={stats} />}
      </DashboardBody>
    </div>
  );
}

function Sentences({ stats }: { stats: DashboardStats }) {
  const { t } = useDashboardTranslation();
  const format = useFormatters();
  const inTen = stats.approvalRate === null ? null : Math.round(stats.approvalRate * 10);
  return (
    <ul className="mb-0 ps-3">
      <li>{t(`team_figures.wait_${typicalWait(stats.medianDecisionDays)}`)}</li>
      {inTen === null ? null : <li>{t('team_figures.approved', { count: inTen })}</li>}
      <li>
        {t('team_figures.submitted', {
          count: stats.submitted,
          formatted: format.number(stats.submitted),
          open: format.number(stats.byStatus.open),
        })}
      </li>
    </ul>
  );
}
