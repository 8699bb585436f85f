// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { EFFECT_NOTED, type TeamKaizen } from '@/api/schemas/kaizen';
import { kaizensBehind, summarizeImpact } from './impact';

let nextId = 1;
function approved(decided: Date | null, effects: Partial<TeamKaizen> = {}): TeamKaizen {
  return {
    id: nextId++,
    title: 'Lade',
    status: 'approved',
    team: { id: 1, name: 'Productie' },
    author: { id: 1, name: 'Emma' },
    effect_money: 100,
    effect_time: null,
    effect_quality: null,
    effect_safety: null,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: null,
    submitted_at: null,
    decided_at: decided?.toISOString() ?? null,
    ...effects,
  };
}

describe('the impact of approved kaizens', () => {
  const now = new Date(2026, 4, 20, 12); // 20 May 2026, local time

  test('counts each in the month it was decided, from January up to this month', () => {
    const summary = summarizeImpact(
      [
        approved(new Date(2025, 11, 31, 23, 59)),
        approved(new Date(2026, 0, 1, 0, 0)),
        approved(new Date(2026, 2, 31, 23, 59)),
        approved(new Date(2026, 3, 1, 0, 0)),
        approved(new Date(2026, 4, 20, 11)),
        approved(new Date(2026, 5, 1, 0, 0)),
        approved(null),
      ],
      now,
    );

    expect(summary.months.map((m) => [m.key, m.figures.money])).toEqual([
      ['2026-01', 100],
      ['2026-02', 0],
      ['2026-03', 100],
      ['2026-04', 100],
      ['2026-05', 100],
    ]);
    expect(summary.yearTotal.money).toBe(400);
  });

  test('adds euros and hours, and counts a kaizen once for quality or safety or both', () => {
    const may = new Date(2026, 4, 2);
    const kaizens = [
      approved(may, { effect_money: 12.5, effect_time: 1.5, effect_quality: EFFECT_NOTED }),
      approved(may, { effect_money: 0, effect_quality: EFFECT_NOTED, effect_safety: EFFECT_NOTED }),
      approved(may, { effect_money: null, effect_time: 3 }),
      {
        ...approved(may, { effect_money: 900, effect_safety: EFFECT_NOTED }),
        status: 'open' as const,
      },
    ];

    const summary = summarizeImpact(kaizens, now);

    expect(summary.months[4].figures).toEqual({ money: 12.5, time: 4.5, quality_safety: 2 });
    expect(kaizensBehind(kaizens, summary, 'money', '2026-05')).toEqual([kaizens[0]]);
    expect(kaizensBehind(kaizens, summary, 'money', '2026-04')).toEqual([]);
    expect(kaizensBehind(kaizens, summary, 'quality_safety', '2026').map((k) => k.id)).toEqual([
      kaizens[1].id,
      kaizens[0].id,
    ]);
  });
});
