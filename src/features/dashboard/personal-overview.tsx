import { paths } from '@/config/paths';
import { StatusChart, TrendChart } from './dashboard-charts';
import { useDashboardTranslation } from './dashboard-i18n';
import { useFormatters } from './format';
import { KaizenListCard, KaizenListItem } from './kaizen-list-card';
import { KpiCards } from './kpi-cards';
import type { Kaizen } from '@/api/schemas/kaizen';
import type { DashboardStats } from './stats';
import { WaitingList } from './waiting-list';

const ALL_STATUSES = ['draft', 'open', 'approved', 'declined'] as const;

/** The user's own kaizens: what asks for their attention first, then the figures. */
export function PersonalOverview({
  stats,
  userId,
}: {
  stats: DashboardStats<Kaizen>;
  userId: number;
}) {
  const { t } = useDashboardTranslation();
  const format = useFormatters();
  const inTeam = (team: { name: string }) => t('lists.in_team', { team: team.name });
  return (
    <>
      <div className="row g-3">
        <div className="col-lg-6">
          <KaizenListCard
            id="drafts-list"
            title={t('lists.drafts')}
            total={stats.byStatus.draft}
            shown={stats.drafts.length}
          >
            {stats.drafts.map((kaizen) => (
              <KaizenListItem
                key={kaizen.id}
                to={paths.myKaizenEdit(kaizen.id)}
                title={kaizen.title}
                meta={`${inTeam(kaizen.team)} · ${t('lists.edited_on', {
                  date: format.date(kaizen.updated_at ?? kaizen.created_at),
                })}`}
              />
            ))}
          </KaizenListCard>
        </div>
        <div className="col-lg-6">
          <KaizenListCard
            title={t('lists.declined')}
            total={stats.byStatus.declined}
            shown={stats.declined.length}
          >
            {stats.declined.map((kaizen) => (
              <KaizenListItem
                key={kaizen.id}
                to={paths.myKaizenEdit(kaizen.id)}
                title={kaizen.title}
                meta={`${inTeam(kaizen.team)} · ${t('lists.declined_on', {
                  date: format.date(kaizen.decided_at ?? kaizen.updated_at ?? kaizen.created_at),
                })}`}
              >
                <p className="small mb-0 mt-1">
                  <span className="fw-semibold">{t('lists.reason')}</span>{' '}
                  {kaizen.decline_reason ?? t('lists.no_reason')}
                </p>
              </KaizenListItem>
            ))}
          </KaizenListCard>
        </div>
        <div className="col-12">
          <WaitingList
            id="open-list"
            title={t('lists.open')}
            waiting={stats.oldestOpen}
            total={stats.byStatus.open}
            linkTo={paths.myKaizenEdit}
            meta={(kaizen) =>
              `${inTeam(kaizen.team)} · ${t('lists.submitted_on', {
                date: format.date(kaizen.submitted_at ?? kaizen.created_at),
              })}`
            }
          />
        </div>
      </div>
      <h2 className="h5 mt-4">{t('overview')}</h2>
      <KpiCards
        stats={stats}
        showDrafts
        links={{
          drafts: stats.byStatus.draft > 0 ? '#drafts-list' : undefined,
          open: stats.byStatus.open > 0 ? '#open-list' : undefined,
          approved: `${paths.kaizenApproved}?author=${userId}`,
          declined: `${paths.kaizenDeclined}?author=${userId}`,
        }}
      />
      <div className="row g-3 mt-0">
        <div className="col-lg-6">
          <StatusChart byStatus={stats.byStatus} statuses={ALL_STATUSES} />
        </div>
        <div className="col-lg-6">
          <TrendChart months={stats.months} />
        </div>
      </div>
    </>
  );
}
