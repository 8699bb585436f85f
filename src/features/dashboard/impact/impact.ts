import type { TeamKaizen } from '@/api/schemas/kaizen';
import { serverTime } from '@/utils/server-time';

/** The figures of what approved kaizens brought: euros and hours saved, a better quality or safety. */
export const IMPACT_EFFECTS = ['money', 'time', 'quality_safety'] as const;
export type ImpactEffect = (typeof IMPACT_EFFECTS)[number];

/** Euros saved, hours saved, and how many kaizens improved quality or safety. */
export type ImpactFigures = Record<ImpactEffect, number>;

export interface ImpactMonth {
  /** The first day of the month, local time. */
  start: Date;
  /** `2026-03`: the month's name in an address and a CSV. */
  key: string;
  figures: ImpactFigures;
}

/**
 * What the approved kaizens decided this year brought, month by month. Numbers only: it holds
 * no kaizen, so an earlier summary kept by React holds no earlier list (the team's is 50,000).
 */
export interface ImpactSummary {
  year: number;
  /** January to the month of `now`, in order: the last is this month. */
  months: ImpactMonth[];
  /** The start of the month after this one, local time. */
  end: Date;
  yearTotal: ImpactFigures;
}

/** A month or the year so far, as an address names it: `2026-03` or `2026`. */
export type ImpactPeriod = string;

const noFigures = (): ImpactFigures => ({ money: 0, time: 0, quality_safety: 0 });

const pad = (value: number) => String(value).padStart(2, '0');
const monthKey = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;

/** Whether a kaizen brought `effect`: an amount above zero, or an effect in words. */
function brought(kaizen: TeamKaizen, effect: ImpactEffect): boolean {
  if (effect === 'money') return (kaizen.effect_money ?? 0) > 0;
  if (effect === 'time') return (kaizen.effect_time ?? 0) > 0;
  return kaizen.effect_quality !== null || kaizen.effect_safety !== null;
}

/** What `kaizen` adds to a figure. */
const share = (kaizen: TeamKaizen, effect: ImpactEffect): number => {
  if (!brought(kaizen, effect)) return 0;
  if (effect === 'money') return kaizen.effect_money ?? 0;
  if (effect === 'time') return kaizen.effect_time ?? 0;
  return 1;
};

/**
 * Gathers the impact of approved kaizens one at a time, so the dashboard's one pass over the
 * team's list (stats.ts) adds it without a second loop. Kaizens decided outside this year up to
 * `now`'s month are left out.
 */
export function impactCollector(now: Date) {
  const year = now.getFullYear();
  const months: ImpactMonth[] = Array.from({ length: now.getMonth() + 1 }, (_, month) => {
    const start = new Date(year, month, 1);
    return { start, key: monthKey(start), figures: noFigures() };
  });
  const end = new Date(year, months.length, 1);
  const yearTotal = noFigures();
  // Month bounds as numbers: no Date per kaizen (the pass runs over a team's whole list).
  const starts = months.map((month) => month.start.getTime());
  const endMs = end.getTime();
  return {
    /** An approved kaizen, decided at `decidedMs`. */
    add(kaizen: TeamKaizen, decidedMs: number | null): void {
      if (decidedMs === null || decidedMs < starts[0] || decidedMs >= endMs) return;
      let index = starts.length - 1;
      while (starts[index] > decidedMs) index -= 1;
      const { figures } = months[index];
      for (const effect of IMPACT_EFFECTS) {
        const value = share(kaizen, effect);
        figures[effect] += value;
        yearTotal[effect] += value;
      }
    },
    result: (): ImpactSummary => ({ year, months, end, yearTotal }),
  };
}

/** The impact of a list of kaizens, its approved ones counted (the company's, read for it). */
export function summarizeImpact(kaizens: readonly TeamKaizen[], now: Date): ImpactSummary {
  const collector = impactCollector(now);
  for (const kaizen of kaizens) {
    if (kaizen.status !== 'approved') continue;
    collector.add(kaizen, serverTime(kaizen.decided_at));
  }
  return collector.result();
}

/** From when to when a period runs, in ms: one month, or the year so far; null if unknown. */
function boundsOf(summary: ImpactSummary, period: ImpactPeriod): [number, number] | null {
  if (period === String(summary.year)) {
    return [summary.months[0].start.getTime(), summary.end.getTime()];
  }
  const index = summary.months.findIndex((month) => month.key === period);
  if (index < 0) return null;
  const next = summary.months[index + 1]?.start ?? summary.end;
  return [summary.months[index].start.getTime(), next.getTime()];
}

/**
 * The kaizens behind a figure of `summary`, found again in the list it was drawn from: those
 * approved in the period that brought the effect, latest decided first.
 */
export function kaizensBehind<K extends TeamKaizen>(
  kaizens: readonly K[],
  summary: ImpactSummary,
  effect: ImpactEffect,
  period: ImpactPeriod,
): K[] {
  const bounds = boundsOf(summary, period);
  if (!bounds) return [];
  const [from, to] = bounds;
  const found: { kaizen: K; ms: number }[] = [];
  for (const kaizen of kaizens) {
    if (kaizen.status !== 'approved' || !brought(kaizen, effect)) continue;
    // Each date read once, not in every comparison of the sort.
    const ms = serverTime(kaizen.decided_at);
    if (ms !== null && ms >= from && ms < to) found.push({ kaizen, ms });
  }
  return found.sort((a, b) => b.ms - a.ms || b.kaizen.id - a.kaizen.id).map(({ kaizen }) => kaizen);
}
