import type { ReactNode } from 'react';
import type { TeamKaizen } from '@/api/schemas/kaizen';
import { KaizenStatus } from '@/kaizens/status';
import { paths } from '@/config/paths';
import { ContributorsChart, StatusChart, TrendChart } from './dashboard-charts';
import { useDashboardTranslation } from './dashboard-i18n';
import { useFormatters } from './format';
import { KaizenListCard, KaizenListItem } from './kaizen-list-card';
import { ImpactSection } from './impact/impact-section';
import { KpiCards } from './kpi-cards';
import type { DashboardStats } from './stats';
import { WaitingList } from './waiting-list';
import { useReviewCount } from '@/kaizens/review/use-review-queue';
import { usePainted } from '@/hooks/use-painted';

const SUBMITTED_STATUSES = ['open', 'approved', 'declined'] as const;

interface TeamOverviewProps {
  stats: DashboardStats;
  teamId: number;
  teamName: string;
  /** The waiting card is then this user's review queue, and leads to it. */
  reviewer?: boolean;
  /** More cards at the end of the grid (each in its own column). */
  children?: ReactNode;
}

/**
 * The team's figures: what waits for the lead first, then what happened and what it brought.
 * The figures and the lists are the first screen and are drawn first; what it brought, the
 * charts and the cards added below come after it, one row a frame (`LaterRow`): the charts' SVG
 * text and the monthly tables were half the first frame's style and layout, and all of them in
 * the next frame made the start-up's longest task, for nothing seen before a scroll.
 */
export function TeamOverview({
  stats,
  teamId,
  teamName,
  reviewer = false,
  children,
}: TeamOverviewProps) {
  const { t } = useDashboardTranslation();
  const toReview = useReviewCount();
  const format = useFormatters();
  const meta = (kaizen: TeamKaizen) =>
    `${t('lists.by_author', { name: kaizen.author.name })} · ${t('lists.submitted_on', {
      date: format.date(kaizen.submitted_at ?? kaizen.created_at),
    })}`;
  return (
    <>
      <KpiCards
        stats={stats}
        toReview={reviewer ? { count: toReview } : undefined}
        links={{
          open: '#waiting-list',
          review: paths.review,
          approved: `${paths.kaizenApproved}?team=${teamId}`,
          declined: `${paths.kaizenDeclined}?team=${teamId}`,
        }}
      />
      <div className="row g-3 mt-0">
        <div className="col-lg-6">
          <WaitingList
            id="waiting-list"
            title={reviewer ? t('lists.waiting_for_you') : t('lists.waiting')}
            waiting={stats.oldestOpen}
            total={stats.waitingTotal}
            emptyText={reviewer ? t('lists.waiting_for_you_empty') : t('lists.waiting_empty')}
            linkTo={reviewer ? paths.kaizenInReview : paths.kaizenEdit}
            moreTo={reviewer ? paths.review : undefined}
            meta={meta}
          />
        </div>
        <div className="col-lg-6">
          <KaizenListCard
            title={t('lists.latest')}
            total={stats.latest.length}
            shown={stats.latest.length}
          >
            {stats.latest.map((kaizen) => (
              <KaizenListItem
                key={kaizen.id}
                to={paths.kaizenEdit(kaizen.id)}
                title={kaizen.title}
                meta={meta(kaizen)}
                aside={<KaizenStatus status={kaizen.status} />}
              />
            ))}
          </KaizenListCard>
        </div>
        <LaterRow frames={1}>
          <div className="col-12">
            <ImpactSection team={stats.impact} teamId={teamId} teamName={teamName} />
          </div>
        </LaterRow>
        <LaterRow frames={2}>
          <div className="col-lg-6">
            <StatusChart byStatus={stats.byStatus} statuses={SUBMITTED_STATUSES} />
          </div>
          <div className="col-lg-6">
            <ContributorsChart contributors={stats.topContributors} />
          </div>
        </LaterRow>
        <LaterRow frames={3}>
          <div className="col-lg-6">
            <TrendChart months={stats.months} />
          </div>
          {children}
        </LaterRow>
      </div>
    </>
  );
}

/**
 * Its children once `frames` frames have been painted since it was first drawn. Each row counts
 * for itself, so a row's turn draws that row alone: the figures, the lists and the rows already
 * shown are not drawn again.
 */
function LaterRow({ frames, children }: { frames: number; children: ReactNode }) {
  return usePainted(frames) ? children : null;
}
