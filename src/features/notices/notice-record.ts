import type { Kaizen, KaizenStatus } from '@/api/schemas/kaizen';

/** A decision on one of the user's kaizens that they have not looked at yet. */
export type NoticeKind = 'approved' | 'declined' | 'shared' | 'moved';

export interface Notice {
  kaizenId: number;
  kind: NoticeKind;
}

/** How each kaizen stood when last compared: status, team id, shared. */
type Seen = [status: KaizenStatus, teamId: number, shared: boolean];

/**
 * What the device keeps per user: how the user's kaizens stood, and the decisions since not
 * yet opened. Ids and states only, never titles or reasons: those come with each fetch.
 */
export interface NoticeRecord {
  seen: Record<string, Seen>;
  unread: Notice[];
}

const seenOf = (kaizen: Kaizen): Seen => [kaizen.status, kaizen.team.id, kaizen.shared];

/**
 * The decisions between how a kaizen stood and how it stands now. One never compared before
 * (`before` undefined) was made since, here or on another device: only a decision already
 * taken on it is news.
 */
function changes(before: Seen | undefined, kaizen: Kaizen): NoticeKind[] {
  const [status, teamId, shared] = before ?? ['open', kaizen.team.id, false];
  const kinds: NoticeKind[] = [];
  if (kaizen.status !== status && (kaizen.status === 'approved' || kaizen.status === 'declined')) {
    kinds.push(kaizen.status);
  }
  if (before && kaizen.team.id !== teamId) kinds.push('moved');
  if (kaizen.shared && !shared) kinds.push('shared');
  return kinds;
}

/**
 * The record after a fetch of the user's kaizens. Without a record (a user new on this device)
 * the fetch is the baseline: nothing unread. A notice whose kaizen is gone, or is no longer in
 * the state it reported (a decision taken back), goes.
 */
export function reconcile(
  record: NoticeRecord | undefined,
  kaizens: readonly Kaizen[],
): NoticeRecord {
  const seen = Object.fromEntries(kaizens.map((kaizen) => [String(kaizen.id), seenOf(kaizen)]));
  if (!record) return { seen, unread: [] };
  const byId = new Map(kaizens.map((kaizen) => [kaizen.id, kaizen]));
  const stillTrue = ({ kaizenId, kind }: Notice) => {
    const kaizen = byId.get(kaizenId);
    if (!kaizen) return false;
    if (kind === 'shared') return kaizen.shared;
    return kind === 'moved' || kaizen.status === kind;
  };
  const fresh = kaizens.flatMap((kaizen) =>
    changes(record.seen[String(kaizen.id)], kaizen).map((kind) => ({ kaizenId: kaizen.id, kind })),
  );
  const kept = record.unread.filter(
    (notice) =>
      stillTrue(notice) &&
      !fresh.some((next) => next.kaizenId === notice.kaizenId && next.kind === notice.kind),
  );
  return { seen, unread: [...fresh, ...kept] };
}
