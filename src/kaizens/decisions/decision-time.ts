import type { TeamKaizen } from '@/api/schemas/kaizen';
import { serverTime as time } from '@/utils/server-time';

const DAY_MS = 86_400_000;

/** The middle value (the mean of the two middle ones for an even count); null when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Days from submission (or creation, for a kaizen without a submission date) to its decision;
 * null while it has none. Never negative: clocks differ a little.
 */
export function decisionDays(kaizen: TeamKaizen): number | null {
  if (kaizen.status !== 'approved' && kaizen.status !== 'declined') return null;
  const decided = time(kaizen.decided_at);
  if (decided === null) return null;
  const submitted = time(kaizen.submitted_at) ?? time(kaizen.created_at) ?? 0;
  return Math.max(0, decided - submitted) / DAY_MS;
}

/**
 * A team's median time to a decision, in days, as the dashboard shows it; null before its first
 * decision. The kaizen form's confirmation says it too, so both count the same way.
 */
export function medianDecisionDays(kaizens: readonly TeamKaizen[]): number | null {
  const days: number[] = [];
  for (const kaizen of kaizens) {
    const taken = decisionDays(kaizen);
    if (taken !== null) days.push(taken);
  }
  return median(days);
}
