import type { KaizenStatus, TeamKaizen } from '@/api/schemas/kaizen';
import { decisionDays as daysToDecision, median } from '@/kaizens/decisions/decision-time';
import { serverTime as time } from '@/utils/server-time';
import { impactCollector, type ImpactSummary } from './impact/impact';

const DAY_MS = 86_400_000;
const TREND_MONTHS = 12;

export interface MonthBucket {
  /** The first day of the month, local time. */
  start: Date;
  submitted: number;
  approved: number;
}

export interface Contributor {
  id: number;
  name: string;
  count: number;
}

export interface WaitingKaizen<K extends TeamKaizen = TeamKaizen> {
  kaizen: K;
  waitingDays: number;
}

/** The figures of a list of kaizens: the team's slim ones, or one's own whole ones. */
export interface DashboardStats<K extends TeamKaizen = TeamKaizen> {
  /** Everything in the list, drafts included. */
  total: number;
  /** Submitted kaizens: everything but drafts. */
  submitted: number;
  byStatus: Record<KaizenStatus, number>;
  /** approved / (approved + declined); null before the first decision. */
  approvalRate: number | null;
  /** From submission to decision; null before the first decision. */
  medianDecisionDays: number | null;
  /** The last 12 months, oldest first, the current month last. */
  months: MonthBucket[];
  topContributors: Contributor[];
  /** Open kaizens (those `waitsFor` lets through), longest waiting first. */
  oldestOpen: WaitingKaizen<K>[];
  /** How many open kaizens `waitsFor` lets through, also those beyond the list. */
  waitingTotal: number;
  /** Submitted kaizens, most recently submitted first. */
  latest: K[];
  /** Drafts, most recently edited first. */
  drafts: K[];
  /** Declined kaizens, most recently decided first. */
  declined: K[];
  /** What the approved kaizens decided this year brought. */
  impact: ImpactSummary;
}

export interface SummaryOptions {
  /** The most items each list keeps, so a 10,000-kaizen team renders a short page. */
  listLimit?: number;
  contributorLimit?: number;
  /** Which open kaizens the waiting list holds: for a reviewer, those awaiting their decision. */
  waitsFor?: (kaizen: TeamKaizen) => boolean;
}

/** Whole days from `fromMs` to `now`, never negative (clocks differ a little). */
export function daysSince(fromMs: number, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - fromMs) / DAY_MS));
}

/** Twelve empty month buckets ending with the month of `now`. */
export function lastMonths(now: Date, count = TREND_MONTHS): MonthBucket[] {
  return Array.from({ length: count }, (_, index) => ({
    start: new Date(now.getFullYear(), now.getMonth() - (count - 1 - index), 1),
    submitted: 0,
    approved: 0,
  }));
}

interface Ranked<T> {
  item: T;
  rank: number;
}

/**
 * Inserts into a list kept sorted by ascending rank and at most `limit` long: a partial sort
 * that costs O(limit) per item instead of sorting every kaizen.
 */
export function keepTop<T>(list: Ranked<T>[], item: T, rank: number, limit: number): void {
  if (limit <= 0 || (list.length >= limit && rank >= list[list.length - 1].rank)) return;
  let index = list.length;
  while (index > 0 && list[index - 1].rank > rank) index -= 1;
  list.splice(index, 0, { item, rank });
  if (list.length > limit) list.pop();
}

const items = <T>(list: Ranked<T>[]) => list.map((entry) => entry.item);

/** Every dashboard number in one pass over the kaizens. */
export function summarizeKaizens<K extends TeamKaizen>(
  kaizens: readonly K[],
  now: Date,
  { listLimit = 10, contributorLimit = 5, waitsFor = () => true }: SummaryOptions = {},
): DashboardStats<K> {
  const byStatus: Record<KaizenStatus, number> = { draft: 0, open: 0, approved: 0, declined: 0 };
  const months = lastMonths(now);
  // Month bounds as numbers: no Date per kaizen in a pass over a team's whole list.
  const starts = months.map((month) => month.start.getTime());
  const end = new Date(now.getFullYear(), now.getMonth() + 1, 1).getTime();
  const bucketOf = (ms: number | null): MonthBucket | undefined => {
    if (ms === null || ms < starts[0] || ms >= end) return undefined;
    let index = TREND_MONTHS - 1;
    while (starts[index] > ms) index -= 1;
    return months[index];
  };
  const decisionDays: number[] = [];
  const authors = new Map<number, Contributor>();
  const open: Ranked<K>[] = [];
  const latest: Ranked<K>[] = [];
  const drafts: Ranked<K>[] = [];
  const declined: Ranked<K>[] = [];
  const impact = impactCollector(now);
  let waitingTotal = 0;

  for (const kaizen of kaizens) {
    byStatus[kaizen.status] += 1;
    const created = time(kaizen.created_at) ?? 0;
    if (kaizen.status === 'draft') {
      keepTop(drafts, kaizen, -(time(kaizen.updated_at) ?? created), listLimit);
      continue;
    }
    const submitted = time(kaizen.submitted_at) ?? created;
    const submittedBucket = bucketOf(submitted);
    if (submittedBucket) submittedBucket.submitted += 1;
    keepTop(latest, kaizen, -submitted, listLimit);

    const author = authors.get(kaizen.author.id);
    if (author) author.count += 1;
    else
      authors.set(kaizen.author.id, { id: kaizen.author.id, name: kaizen.author.name, count: 1 });

    if (kaizen.status === 'open') {
      if (waitsFor(kaizen)) {
        waitingTotal += 1;
        keepTop(open, kaizen, submitted, listLimit);
      }
      continue;
    }
    const taken = daysToDecision(kaizen);
    if (taken !== null) decisionDays.push(taken);
    const decided = time(kaizen.decided_at);
    if (kaizen.status === 'approved') {
      const approvedBucket = bucketOf(decided);
      if (approvedBucket) approvedBucket.approved += 1;
      impact.add(kaizen, decided);
    } else {
      keepTop(declined, kaizen, -(decided ?? submitted), listLimit);
    }
  }

  const decisions = byStatus.approved + byStatus.declined;
  return {
    total: kaizens.length,
    submitted: kaizens.length - byStatus.draft,
    byStatus,
    approvalRate: decisions === 0 ? null : byStatus.approved / decisions,
    medianDecisionDays: median(decisionDays),
    months,
    topContributors: topContributors(authors.values(), contributorLimit),
    oldestOpen: items(open).map((kaizen) => ({
      kaizen,
      waitingDays: daysSince(time(kaizen.submitted_at) ?? time(kaizen.created_at) ?? 0, now),
    })),
    waitingTotal,
    latest: items(latest),
    drafts: items(drafts),
    declined: items(declined),
    impact: impact.result(),
  };
}

/**
 * Names in a fixed order, case aside, without the browser's collation data: `localeCompare`
 * loads it on its first call, a long task on a slow phone, and the dashboard needs no other
 * Intl data (src/utils/known-format.ts).
 */
function nameBefore(a: string, b: string): boolean {
  const [lowerA, lowerB] = [a.toLowerCase(), b.toLowerCase()];
  return lowerA === lowerB ? a < b : lowerA < lowerB;
}

/** Most kaizens first; equal counts by name, so the order never depends on the input order. */
function topContributors(authors: Iterable<Contributor>, limit: number): Contributor[] {
  const top: Contributor[] = [];
  const ahead = (a: Contributor, b: Contributor) =>
    a.count !== b.count ? a.count > b.count : nameBefore(a.name, b.name);
  for (const author of authors) {
    let index = top.length;
    while (index > 0 && ahead(author, top[index - 1])) index -= 1;
    if (index < limit) top.splice(index, 0, author);
    if (top.length > limit) top.pop();
  }
  return top;
}
