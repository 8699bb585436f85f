import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { Kaizen } from '@/api/schemas/kaizen';
import { onPresenceBack, userPresent } from '@/lib/presence';
import { markSeen, reconcile, unreadNotices, type Notice } from './notice-record';
import { readNotices, subscribeNotices, writeNotices } from './notice-store';
import { ownKaizens } from '@/kaizens/own-list';

/** Product timers, as seams: how often the user's kaizens are asked for again. */
export const noticeTiming = { refetchMs: 2 * 60_000 };

export interface ShownNotice extends Notice {
  kaizen: Kaizen;
}

const polling = () =>
  ({
    // Not while nobody uses the tab: the server's idle timeout must be able to end the session.
    refetchInterval: () => (userPresent() ? noticeTiming.refetchMs : false),
    refetchOnWindowFocus: 'always',
    // Mounted after the first paint: the page's own fetch of the same list (/my-kaizens) is
    // not sent twice, and its failure stays the page's to retry.
    staleTime: 30_000,
    retryOnMount: false,
  }) as const;

/**
 * The decisions on the user's own kaizens not yet seen on this device, from
 * `GET /api/kaizen/by-user/{id}` (docs/decisions.md, "What happened to my kaizens"). With
 * `poll` (the top bar's bell, one per tab) the list is asked for again every 2 minutes while
 * the page is shown and someone uses it (src/lib/presence.ts), and when the window gets the
 * focus back; other users of the hook read it.
 *
 * @example
 * const { unread, markRead } = useNotices(user.id, { poll: true });
 */
export function useNotices(userId: number, { poll = false } = {}) {
  const query = useQuery({ ...ownKaizens(userId), ...(poll ? polling() : {}) });
  const { data, dataUpdatedAt } = query;
  const record = useSyncExternalStore(subscribeNotices, () => readNotices(userId));
  const { refetch } = query;
  // The check stopped while the tab was left alone starts again, with one at once.
  useEffect(() => (poll ? onPresenceBack(() => void refetch()) : undefined), [poll, refetch]);
  useEffect(() => {
    if (data) writeNotices(userId, reconcile(readNotices(userId), data, dataUpdatedAt));
  }, [data, dataUpdatedAt, userId]);

  const byId = new Map(data?.map((kaizen) => [kaizen.id, kaizen]));
  const unread: ShownNotice[] = data
    ? unreadNotices(record, data, dataUpdatedAt).flatMap((notice) => {
        const kaizen = byId.get(notice.kaizenId);
        return kaizen ? [{ ...notice, kaizen }] : [];
      })
    : [];
  /** Counts the notices `read` picks as seen on this device. */
  const markRead = (read: (notice: Notice) => boolean) => {
    const current = readNotices(userId);
    // Ids, kinds and times only: the kaizen's texts never reach the device's storage.
    const seen = unread.filter(read).map(({ kaizenId, kind, at }) => ({ kaizenId, kind, at }));
    if (current) writeNotices(userId, markSeen(current, seen));
  };
  return { unread, markRead, refetch, loaded: data !== undefined };
}
