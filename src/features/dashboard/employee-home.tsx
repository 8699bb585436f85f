import type { CurrentUser } from '@/api/schemas/user';
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { NoticeText } from '@/kaizens/notices/notice-text';
import { useNotices } from '@/kaizens/notices/use-notices';
import { useDashboardTranslation } from './dashboard-i18n';
import { DashboardBody } from './dashboard-states';
import { useFormatters } from './format';
import { KaizenListCard, KaizenListItem } from './kaizen-list-card';
import type { DashboardStats } from './stats';
import { NotificationOffer } from './notification-offer';
import { TeamFigures } from './team-figures';
import { useKaizenStats } from './use-kaizen-stats';
import { ownKaizens } from '@/kaizens/own-list';

/** How many of each list the home shows; "Mijn kaizens" has them all. */
const SHOWN = 5;

/**
 * /home for a user who does not decide (no `review kaizen`): her own kaizens first, the news
 * since she last looked on this device, drafts to finish, what waits and for how long, and
 * the team's figures behind one tap.
 */
export function EmployeeHome({ user, teamId }: { user: CurrentUser; teamId: number }) {
  const kaizens = useKaizenStats(ownKaizens(user.id));
  return (
    <>
      <Decisions userId={user.id} />
      <DashboardBody
        query={kaizens}
        // With nothing of her own yet, the waiting card says so and the way to begin is the
        // "Nieuwe kaizen" every page has.
        isEmpty={() => false}
        canCreate={false}
      >
        {(stats) => <OwnLists stats={stats} userId={user.id} />}
      </DashboardBody>
      <TeamFigures teamId={teamId} />
    </>
  );
}

function Decisions({ userId }: { userId: number }) {
  const { t } = useDashboardTranslation();
  const { unread, markRead } = useNotices(userId);
  if (unread.length === 0) return null;
  const shown = unread.slice(0, SHOWN);
  return (
    <KaizenListCard
      id="home-news"
      title={t('mine.decisions')}
      total={unread.length}
      shown={shown.length}
      className="mb-3"
    >
      {shown.map((notice) => (
        <li key={`${notice.kaizenId}-${notice.kind}`} className="py-2 border-bottom">
          <Link
            to={paths.myKaizenEdit(notice.kaizenId)}
            className="home-decision"
            onClick={() => markRead((read) => read.kaizenId === notice.kaizenId)}
          >
            <NoticeText notice={notice} />
          </Link>
        </li>
      ))}
    </KaizenListCard>
  );
}

function OwnLists({ stats, userId }: { stats: DashboardStats; userId: number }) {
  const { t } = useDashboardTranslation();
  const format = useFormatters();
  const drafts = stats.drafts.slice(0, SHOWN);
  const waiting = stats.oldestOpen.slice(0, SHOWN);
  return (
    <div className="row g-3">
      <div className="col-lg-6">
        <KaizenListCard
          title={t('mine.drafts')}
          total={stats.byStatus.draft}
          shown={drafts.length}
          moreTo={paths.myKaizens}
        >
          {drafts.map((kaizen) => (
            <KaizenListItem
              key={kaizen.id}
              to={paths.myKaizenEdit(kaizen.id)}
              title={kaizen.title}
              meta={t('mine.edited_on', {
                date: format.date(kaizen.updated_at ?? kaizen.created_at),
              })}
            />
          ))}
        </KaizenListCard>
      </div>
      <div className="col-lg-6">
        <KaizenListCard
          title={t('mine.waiting')}
          total={stats.byStatus.open}
          shown={waiting.length}
          moreTo={paths.myKaizens}
          emptyText={t('mine.waiting_empty')}
          // Not the cell's full height: the question about notifications follows in the cell.
          className=""
        >
          {waiting.map(({ kaizen, waitingDays }) => (
            <KaizenListItem
              key={kaizen.id}
              to={paths.myKaizenEdit(kaizen.id)}
              title={kaizen.title}
              meta={t('mine.waiting_since', {
                count: waitingDays,
                formatted: format.number(waitingDays),
              })}
            />
          ))}
        </KaizenListCard>
        <NotificationOffer userId={userId} />
      </div>
    </div>
  );
}
