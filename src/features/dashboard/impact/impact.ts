import type { TeamKaizen } from '@/api/schemas/kaizen';

/** The figures of what approved kaizens brought: euros and hours saved, and a better quality or safety. */
export const IMPACT_EFFECTS = ['money', 'time', 'quality_safety'] as const;
export type ImpactEffect = (typeof IMPACT_EFFECTS)[number];

/** Euros saved, hours saved, and how many kaizens improved quality or safety. */
export type ImpactFigures = Record<ImpactEffect, number>;

export interface ImpactMonth<K extends TeamKaizen = TeamKaizen> {
  /** The first day of the month, local time. */
  start: Date;
  /** `2026-03`: the month's name in an address and a CSV. */
  key: string;
  figures: ImpactFigures;
  /** The approved kaizens decided in the month with at least one effect, in the list's order. */
  kaizens: K[];
}

/** What the approved kaizens decided this year brought, month by month. */
export interface ImpactSummary<K extends TeamKaizen = TeamKaizen> {
  year: number;
  /** January to the month of `now`, in order: the last is this month. */
  months: ImpactMonth<K>[];
  yearTotal: ImpactFigures;
}

/** A month or the year so far, as an address names it: `2026-03` or `2026`. */
export type ImpactPeriod = string;

const noFigures = (): ImpactFigures => ({ money: 0, time: 0, quality_safety: 0 });

const pad = (value: number) => String(value).padStart(2, '0');
export const monthKey = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;

/** Whether a kaizen brought `effect`: an amount above zero, or an effect in words. */
export function brought(kaizen: TeamKaizen, effect: ImpactEffect): boolean {
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
export function impactCollector<K extends TeamKaizen>(now: Date) {
  const year = now.getFullYear();
  const months: ImpactMonth<K>[] = Array.from({ length: now.getMonth() + 1 }, (_, month) => {
    const start = new Date(year, month, 1);
    return { start, key: monthKey(start), figures: noFigures(), kaizens: [] };
  });
  const yearTotal = noFigures();
  // Month bounds as numbers: no Date per kaizen (the pass runs over a team's whole list).
  const starts = months.map((month) => month.start.getTime());
  const end = new Date(year, months.length, 1).getTime();
  return {
    /** An approved kaizen, decided at `decidedMs`. */
    add(kaizen: K, decidedMs: number | null): void {
      if (decidedMs === null || decidedMs < starts[0] || decidedMs >= end) return;
      let index = starts.length - 1;
      while (starts[index] > decidedMs) index -= 1;
      const month = months[index];
      let any = false;
      for (const effect of IMPACT_EFFECTS) {
        const value = share(kaizen, effect);
        if (value === 0) continue;
        any = true;
        month.figures[effect] += value;
        yearTotal[effect] += value;
      }
      if (any) month.kaizens.push(kaizen);
    },
    result: (): ImpactSummary<K> => ({ year, months, yearTotal }),
  };
}

const decidedMs = (kaizen: TeamKaizen) => Date.parse(kaizen.decided_at ?? '');

/** The impact of a list of approved kaizens (the company's, read for it). */
export function summarizeImpact<K extends TeamKaizen>(kaizens: readonly K[], now: Date) {
  const collector = impactCollector<K>(now);
  for (const kaizen of kaizens) {
    if (kaizen.status !== 'approved') continue;
    const ms = decidedMs(kaizen);
    collector.add(kaizen, Number.isNaN(ms) ? null : ms);
  }
  return collector.result();
}

/** The months a period covers: one month, or every month of the year so far; none if unknown. */
export function monthsOf<K extends TeamKaizen>(summary: ImpactSummary<K>, period: ImpactPeriod) {
  if (period === String(summary.year)) return summary.months;
  return summary.months.filter((month) => month.key === period);
}

/** The kaizens behind a figure: those of the period that brought the effect, latest decided first. */
export function kaizensBehind<K extends TeamKaizen>(
  summary: ImpactSummary<K>,
  effect: ImpactEffect,
  period: ImpactPeriod,
): K[] {
  // Each date read once, not in every comparison: a year's thousands would take tens of ms.
  return monthsOf(summary, period)
    .flatMap((month) => month.kaizens.filter((kaizen) => brought(kaizen, effect)))
    .map((kaizen) => ({ kaizen, ms: decidedMs(kaizen) }))
    .sort((a, b) => b.ms - a.ms || b.kaizen.id - a.kaizen.id)
    .map(({ kaizen }) => kaizen);
}
