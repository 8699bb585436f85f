import type { ReactNode } from 'react';
import type { TeamKaizen } from '@/api/schemas/kaizen';
import { useDashboardTranslation } from './dashboard-i18n';
import { useFormatters } from './format';
import { KaizenListCard, KaizenListItem } from './kaizen-list-card';
import type { WaitingKaizen } from './stats';

interface WaitingListProps {
  id?: string;
  title: string;
  waiting: readonly WaitingKaizen[];
  /** Every open kaizen, also those beyond the list. */
  total: number;
  emptyText?: string;
  linkTo: (id: number) => string;
  /** Where the whole list is (the review queue): "En nog N meer." links there. */
  moreTo?: string;
  meta: (kaizen: TeamKaizen) => ReactNode;
}

/** Open kaizens, longest waiting first, each with how long it has waited. */
export function WaitingList({
  id,
  title,
  waiting,
  total,
  emptyText,
  linkTo,
  moreTo,
  meta,
}: WaitingListProps) {
  const { t } = useDashboardTranslation();
  const format = useFormatters();
  return (
    <KaizenListCard
      id={id}
      title={title}
      total={total}
      shown={waiting.length}
      emptyText={emptyText}
      moreTo={moreTo}
    >
      {waiting.map(({ kaizen, waitingDays }) => (
        <KaizenListItem
          key={kaizen.id}
          to={linkTo(kaizen.id)}
          title={kaizen.title}
          meta={meta(kaizen)}
          aside={
            <span className="badge rounded-pill text-bg-light border">
              {t('lists.waiting_days', {
                count: waitingDays,
                formatted: format.number(waitingDays),
              })}
            </span>
          }
        />
      ))}
    </KaizenListCard>
  );
}
