import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { isApiError } from '@/api/api-error';
import { companyQueries } from '@/api/company-queries';
import { can, canCreateKaizen } from '@/lib/permissions';
import { awaitsDecisionBy } from '@/kaizens/review/review-queue';
import type { TeamKaizen } from '@/api/schemas/kaizen';
import { teamKaizens } from '@/kaizens/team-list';
import { useSessionStore } from '@/stores/session-store';
import type { TeamData } from '@/api/schemas/company';
import { CompanyText } from '@/components/company-text';
import { DashboardNamespace } from './dashboard-i18n';
import { DashboardBody } from './dashboard-states';
import { EmployeeHome } from './employee-home';
import { TeamComparison } from './team-comparison';
import { TeamOverview } from './team-overview';
import { useKaizenStats } from './use-kaizen-stats';
import { LoadError } from '@/components/load-error';
import { EmptyState } from '@/components/empty-state';
import { Link } from '@/components/link';
import { paths, teamSelectPath } from '@/config/paths';

const NAMESPACE = 'home.home';

/**
 * /home (spec §2, language file home.home): for who decides (`review kaizen`), the active team's
 * dashboard; for everyone else their own kaizens first, the team's figures behind a tap.
 */
export function HomePage() {
  return (
    <DashboardNamespace.Provider value={NAMESPACE}>
      <TeamDashboard />
    </DashboardNamespace.Provider>
  );
}

function TeamDashboard() {
  const { t } = useTranslation([NAMESPACE, 'base']);
  const user = useSessionStore((state) => state.user);
  const team = user?.active_team ?? null;
  const teamId = team?.id ?? 0;
  // A reviewer's waiting card is their review queue's head: what awaits their decision, their own
  // kaizens left out (four eyes), with the way to the whole queue.
  const reviewer = can(user, 'review kaizen');
  const waitsFor = useCallback(
    (kaizen: TeamKaizen) => !reviewer || awaitsDecisionBy(user, kaizen),
    [reviewer, user],
  );
  const kaizens = useKaizenStats(
    { ...teamKaizens(teamId), enabled: team !== null && reviewer },
    waitsFor,
  );
  // Requested in the same render as the team's kaizens, so the two load side by side.
  const teamData = useQuery({ ...companyQueries.teamData(), enabled: reviewer });

  const retry = () => {
    kaizens.reload();
    if (teamData.error) void teamData.refetch();
  };

  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title" className="h3 mb-1">
        {t('title')}
      </h1>
      {team ? <p className="text-body-secondary">{t('team', { team: team.name })}</p> : null}
      <CompanyText field="welcome_text" className="lead" />
      {team ? null : (
        // Reached without a team only through an address with ?kaizen or ?team_id (spec §2):
        // the team's figures cannot load, so the way to a team replaces them.
        <EmptyState
          heading
          title={t('no_team.title')}
          hint={t('no_team.hint')}
          action={
            <Link className="btn btn-primary" to={teamSelectPath({ redirect: paths.home })}>
              {t('no_team.action')}
            </Link>
          }
        />
      )}
      {team && !reviewer && user ? <EmployeeHome user={user} teamId={teamId} /> : null}
      {team && reviewer ? (
        <DashboardBody
          query={kaizens}
          isEmpty={(stats) => stats.submitted === 0}
          canCreate={canCreateKaizen(user)}
          onRetry={retry}
        >
          {(stats) => (
            <TeamOverview stats={stats} teamId={teamId} teamName={team.name} reviewer={reviewer}>
              <Comparison query={teamData} activeTeamId={teamId} />
            </TeamOverview>
          )}
        </DashboardBody>
      ) : null}
    </section>
  );
}

interface ComparisonProps {
  query: UseQueryResult<TeamData>;
  activeTeamId: number;
}

function Comparison({ query, activeTeamId }: ComparisonProps) {
  const { t } = useTranslation([NAMESPACE, 'base']);
  // Company figures are not for everyone: a refusal simply leaves the comparison out.
  if (isApiError(query.error) && query.error.status === 403) return null;
  if (query.error) {
    return (
      <div className="col-lg-6">
        <LoadError error={t('team_data.error')} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  if (!query.data || query.data.length === 0) return null;
  return (
    <div className="col-lg-6">
      <TeamComparison teams={query.data} activeTeamId={activeTeamId} />
    </div>
  );
}
