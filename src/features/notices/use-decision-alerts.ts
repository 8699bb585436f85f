import { useEffect, useRef } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { paths } from '@/config/paths';
import { userPresent } from '@/lib/presence';
import { readNotices } from '@/kaizens/notices/notice-store';
import { noticeTiming, type ShownNotice } from '@/kaizens/notices/use-notices';
import { notificationsAllowed, showSystemNotification } from '@/lib/system-notifications';

const keyOf = (notice: ShownNotice) => `${notice.kaizenId}-${notice.kind}-${notice.at}`;

const hidden = () => document.visibilityState === 'hidden';

/**
 * While the page is hidden (another tab, the app in the background), a decision that arrives
 * raises a system notification, where the user allowed them (src/lib/system-notifications.ts).
 * What was news when the tab started is the bell's, never a notification (not at sign-in).
 * Hidden, the user's kaizens are asked for every 2 minutes only where a notification may
 * follow, and only when no tab of the device has asked in the last minute.
 */
export function useDecisionAlerts(
  userId: number,
  { unread, loaded, refetch }: { unread: ShownNotice[]; loaded: boolean; refetch: () => unknown },
) {
  const { t } = useTranslation('base');
  const known = useRef<Set<string> | null>(null);
  const keys = unread.map(keyOf).join(' ');

  useEffect(() => {
    if (!loaded) return;
    if (known.current === null) {
      known.current = new Set(unread.map(keyOf));
      return;
    }
    const seen = known.current;
    const fresh = unread.filter((notice) => !seen.has(keyOf(notice)));
    fresh.forEach((notice) => seen.add(keyOf(notice)));
    if (!hidden()) return;
    for (const notice of fresh) {
      const { kaizen, kind } = notice;
      void showSystemNotification({
        title: `${t(`notices.${kind}`, { team: kaizen.team.name })}: ${kaizen.title}`,
        body:
          kind === 'declined' && kaizen.decline_reason
            ? t('notices.reason', { reason: kaizen.decline_reason })
            : '',
        tag: `kaizen-${keyOf(notice)}`,
        path: paths.myKaizenEdit(kaizen.id),
      });
    }
    // `keys` stands for `unread`: a new array each render, the same notices.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keys, loaded, t]);

  useEffect(() => {
    const timer = setInterval(() => {
      if (!hidden() || !notificationsAllowed() || !userPresent()) return;
      const checkedAt = readNotices(userId)?.checkedAt ?? 0;
      if (Date.now() - checkedAt < noticeTiming.refetchMs / 2) return;
      void refetch();
    }, noticeTiming.refetchMs);
    return () => clearInterval(timer);
  }, [userId, refetch]);
}
