import type { TeamKaizen } from '@/api/schemas/kaizen';

/** What the board shows of a team's list at one moment. */
export interface BoardContents {
  /** This month's approved kaizens, the latest decision first: one slide each. */
  slides: TeamKaizen[];
  /** Submitted kaizens that wait for a decision. */
  waiting: number;
}

const sameMonth = (iso: string | null, now: Date): boolean => {
  if (iso === null) return false;
  const date = new Date(iso);
  return date.getFullYear() === now.getFullYear() && date.getMonth() === now.getMonth();
};

/**
 * The board's share of the team's list: approved kaizens decided this month (shared or not:
 * "gedeeld" is a property of an approved kaizen), and how many wait. A decline and a draft
 * never reach the board, whoever's list it is.
 */
export function boardContents(list: readonly TeamKaizen[], now: Date): BoardContents {
  const slides = list
    .filter((kaizen) => kaizen.status === 'approved' && sameMonth(kaizen.decided_at, now))
    .sort((a, b) => Date.parse(b.decided_at ?? '') - Date.parse(a.decided_at ?? ''));
  const waiting = list.filter((kaizen) => kaizen.status === 'open').length;
  return { slides, waiting };
}

/** The name a colleague is called by on the wall: the first of their names. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
