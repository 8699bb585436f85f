import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { kaizenQueries } from '@/api/kaizen-queries';
import type { Kaizen } from '@/api/schemas/kaizen';
import type { CurrentUser } from '@/api/schemas/user';
import { reviewQueue } from '@/lib/review-queue';

/**
 * How many kaizens await this user's decision, beside "Te beoordelen". Read from the active
 * team's list where the dashboard or the queue already fetched it, never fetched for the badge
 * alone: a lead's every page would otherwise download the team's whole list (docs/decisions.md).
 */
export function ReviewBadge({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('base');
  const select = useCallback((kaizens: Kaizen[]) => reviewQueue(user, kaizens).length, [user]);
  const { data: count } = useQuery({
    ...kaizenQueries.byTeam(user.active_team?.id ?? 0),
    enabled: false,
    select,
  });
  if (!count) return null;
  return (
    <span className="side-nav__badge">
      <span aria-hidden="true">{count}</span>
      {/* Read after the entry's name: "Te beoordelen 4 wachten". */}
      <span className="visually-hidden">{t('nav.review_count', { count })}</span>
    </span>
  );
}
