import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { kaizenQueries } from '@/api/kaizen-queries';
import type { Kaizen } from '@/api/schemas/kaizen';
import { reconcile, type Notice } from './notice-record';
import { readNotices, subscribeNotices, writeNotices } from './notice-store';

/** How often the user's kaizens are asked for again while the app is open. */
const REFETCH_MS = 2 * 60_000;

export interface ShownNotice extends Notice {
  kaizen: Kaizen;
}

/**
 * The decisions on the user's own kaizens they have not opened yet, from
 * `GET /api/kaizen/by-user/{id}` asked for again in the background and when the window gets
 * the focus back, compared with how the device last saw them.
 *
 * @example
 * const { unread, markRead } = useNotices(user.id);
 */
export function useNotices(userId: number) {
  const { data } = useQuery({
    ...kaizenQueries.byUser(userId),
    refetchInterval: REFETCH_MS,
    refetchOnWindowFocus: 'always',
    // Mounted after the first paint: the page's own fetch of the same list (/my-kaizens) is
    // not sent twice, and its failure stays the page's to retry.
    staleTime: 30_000,
    retryOnMount: false,
  });
  const record = useSyncExternalStore(subscribeNotices, () => readNotices(userId));
  useEffect(() => {
    if (data) writeNotices(userId, reconcile(readNotices(userId), data));
  }, [data, userId]);

  const byId = new Map(data?.map((kaizen) => [kaizen.id, kaizen]));
  const unread: ShownNotice[] = (record?.unread ?? []).flatMap((notice) => {
    const kaizen = byId.get(notice.kaizenId);
    return kaizen ? [{ ...notice, kaizen }] : [];
  });
  const markRead = (read: (notice: Notice) => boolean) => {
    const current = readNotices(userId);
    if (current) {
      writeNotices(userId, { ...current, unread: current.unread.filter((n) => !read(n)) });
    }
  };
  return { unread, markRead };
}
