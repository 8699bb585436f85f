import type { Kaizen, KaizenStatus } from '@/api/schemas/kaizen';

/** A decision on one of the user's kaizens. */
export type NoticeKind = 'approved' | 'declined' | 'shared' | 'moved';

export interface Notice {
  kaizenId: number;
  kind: NoticeKind;
  /** When it happened (ms): the server's time, or when this device found it by comparing. */
  at: number;
}

/** How long a decision stays news on a device that has not shown it (docs/decisions.md). */
const NEWS_DAYS = 30;
const NEWS_MS = NEWS_DAYS * 86_400_000;

/** How a kaizen stood at the last answer here: status, team id, shared. */
type Snapshot = [status: KaizenStatus, teamId: number, shared: boolean];

/**
 * What a device keeps per user (docs/decisions.md, "What happened to my kaizens"): how each
 * kaizen stood at the last answer, the news only a comparison finds (a move, a decision the
 * server sent without a time), and what the user has seen here. Ids, states and times only,
 * never titles or reasons: those come with each answer.
 */
export interface NoticeRecord {
  last: Record<string, Snapshot>;
  found: Notice[];
  seen: Notice[];
  /** When the user's kaizens were last fetched, in any tab (ms). */
  checkedAt: number;
}

/** A time the server sent, in ms; null for none or one that cannot be read. */
const time = (iso: string | null): number | null => {
  const ms = Date.parse(iso ?? '');
  return Number.isNaN(ms) ? null : ms;
};

/**
 * The decisions a kaizen's own fields date: approved or declined at `decided_at` (`updated_at`
 * when the server sends none), shared at `updated_at` (sharing is the last change an approved
 * kaizen gets; `decided_at` when there is none). Those without any time are left to `changes`.
 */
function datedDecisions(kaizen: Kaizen): { timed: Notice[]; untimed: NoticeKind[] } {
  const timed: Notice[] = [];
  const untimed: NoticeKind[] = [];
  const add = (kind: NoticeKind, at: number | null) => {
    if (at === null) untimed.push(kind);
    else timed.push({ kaizenId: kaizen.id, kind, at });
  };
  if (kaizen.status === 'approved' || kaizen.status === 'declined') {
    add(kaizen.status, time(kaizen.decided_at) ?? time(kaizen.updated_at));
  }
  if (kaizen.shared) add('shared', time(kaizen.updated_at) ?? time(kaizen.decided_at));
  return { timed, untimed };
}

/** What changed between how a kaizen stood here and how it stands now. */
function changes(before: Snapshot | undefined, kaizen: Kaizen): NoticeKind[] {
  // A kaizen not in the last answer was made since, here or elsewhere: it was open then.
  const [status, teamId, shared] = before ?? ['open', kaizen.team.id, false];
  const kinds: NoticeKind[] = [];
  if (kaizen.status !== status && (kaizen.status === 'approved' || kaizen.status === 'declined')) {
    kinds.push(kaizen.status);
  }
  if (before && kaizen.team.id !== teamId) kinds.push('moved');
  if (kaizen.shared && !shared) kinds.push('shared');
  return kinds;
}

const stillTrue = (kaizen: Kaizen | undefined, kind: NoticeKind) => {
  if (!kaizen) return false;
  if (kind === 'shared') return kaizen.shared;
  return kind === 'moved' || kaizen.status === kind;
};

const sameNews = (a: Notice, b: Notice) => a.kaizenId === b.kaizenId && a.kind === b.kind;

/**
 * The record after an answer with the user's kaizens, at `now`. A move, and a decision the
 * server sent without any time, are found by comparing with the last answer here; the first
 * answer on a device has nothing to compare with, so they are not found then. What is older
 * than the news window goes.
 */
export function reconcile(
  record: NoticeRecord | undefined,
  kaizens: readonly Kaizen[],
  now: number,
): NoticeRecord {
  const recent = (notice: Notice) => notice.at >= now - NEWS_MS;
  const last = Object.fromEntries(
    kaizens.map((kaizen): [string, Snapshot] => [
      String(kaizen.id),
      [kaizen.status, kaizen.team.id, kaizen.shared],
    ]),
  );
  const byId = new Map(kaizens.map((kaizen) => [kaizen.id, kaizen]));
  const kept = (record?.found ?? []).filter(
    (notice) => recent(notice) && stillTrue(byId.get(notice.kaizenId), notice.kind),
  );
  const fresh = record
    ? kaizens.flatMap((kaizen) => {
        const { untimed } = datedDecisions(kaizen);
        return changes(record.last[String(kaizen.id)], kaizen)
          .filter((kind) => kind === 'moved' || untimed.includes(kind))
          .map((kind) => ({ kaizenId: kaizen.id, kind, at: now }))
          .filter((notice) => !kept.some((old) => sameNews(old, notice)));
      })
    : [];
  return {
    last,
    found: [...kept, ...fresh],
    seen: (record?.seen ?? []).filter(recent),
    checkedAt: now,
  };
}

/**
 * The news not yet seen on this device, newest first: every decision of the last `NEWS_DAYS`
 * days its kaizen dates, and what the record found by comparing. A decision seen here is seen
 * until it is taken again (a later time).
 */
export function unreadNotices(
  record: NoticeRecord | undefined,
  kaizens: readonly Kaizen[],
  now: number,
): Notice[] {
  const byId = new Map(kaizens.map((kaizen) => [kaizen.id, kaizen]));
  const found = (record?.found ?? []).filter((notice) =>
    stillTrue(byId.get(notice.kaizenId), notice.kind),
  );
  const dated = kaizens.flatMap((kaizen) => datedDecisions(kaizen).timed);
  const seen = record?.seen ?? [];
  return [...dated, ...found]
    .filter((notice) => notice.at >= now - NEWS_MS)
    .filter((notice) => !seen.some((old) => sameNews(old, notice) && old.at >= notice.at))
    .sort((a, b) => b.at - a.at);
}

/** The record once `notices` have been seen here. */
export function markSeen(record: NoticeRecord, notices: readonly Notice[]): NoticeRecord {
  const seen = record.seen.filter((old) => !notices.some((notice) => sameNews(old, notice)));
  return { ...record, seen: [...seen, ...notices] };
}
