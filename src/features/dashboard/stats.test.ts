// @vitest-environment node
import { describe, expect, test, vi } from 'vitest';
import { kaizenSchema, type Kaizen } from '@/api/schemas/kaizen';
import { buildKaizen } from '@tests/factories';
import { daysSince, keepTop, lastMonths, summarizeKaizens } from './stats';

// Local noon on fixed days, so month boundaries hold in every time zone the tests run in.
const NOW = new Date(2025, 5, 15, 12);
const on = (year: number, month: number, day: number) =>
  new Date(year, month - 1, day, 12).toISOString();

function kaizen(overrides: Parameters<typeof buildKaizen>[0] = {}): Kaizen {
  return kaizenSchema.parse(buildKaizen(overrides));
}

const author = (id: number, name: string) => ({ id, name, picture_src: null });

describe('daysSince', () => {
  test('counts whole days and never goes below zero', () => {
    expect(daysSince(Date.parse(on(2025, 6, 5)), NOW)).toBe(10);
    expect(daysSince(NOW.getTime() + 60_000, NOW)).toBe(0);
  });
});

describe('lastMonths', () => {
  test('are twelve months ending with the current one, across the year boundary', () => {
    const months = lastMonths(new Date(2025, 1, 3));
    expect(months).toHaveLength(12);
    expect(months[0].start).toEqual(new Date(2024, 2, 1));
    expect(months[11].start).toEqual(new Date(2025, 1, 1));
  });
});

describe('keepTop', () => {
  test('keeps the lowest ranks in order and no more than the limit', () => {
    const list: { item: string; rank: number }[] = [];
    for (const [item, rank] of [
      ['c', 3],
      ['a', 1],
      ['d', 4],
      ['b', 2],
    ] as const) {
      keepTop(list, item, rank, 3);
    }
    expect(list.map((entry) => entry.item)).toEqual(['a', 'b', 'c']);
  });
});

describe('summarizeKaizens', () => {
  test('counts per status, leaving drafts out of the submitted total', () => {
    const stats = summarizeKaizens(
      [
        kaizen({ status: 'draft', submitted_at: null }),
        kaizen({ status: 'open' }),
        kaizen({ status: 'open' }),
        kaizen({ status: 'approved', decided_at: on(2025, 6, 1) }),
        kaizen({ status: 'declined', decided_at: on(2025, 6, 1) }),
      ],
      NOW,
    );
    expect(stats.byStatus).toEqual({ draft: 1, open: 2, approved: 1, declined: 1 });
    expect(stats.total).toBe(5);
    expect(stats.submitted).toBe(4);
  });

  test('the approval rate is approved out of decided, and null before any decision', () => {
    const decided = (status: 'approved' | 'declined') =>
      kaizen({ status, submitted_at: on(2025, 6, 1), decided_at: on(2025, 6, 2) });
    const stats = summarizeKaizens(
      [decided('approved'), decided('approved'), decided('approved'), decided('declined')],
      NOW,
    );
    expect(stats.approvalRate).toBe(0.75);
    expect(summarizeKaizens([kaizen({ status: 'open' })], NOW).approvalRate).toBeNull();
  });

  test('the median decision time runs from submission to decision, in days', () => {
    const stats = summarizeKaizens(
      [
        kaizen({ status: 'approved', submitted_at: on(2025, 5, 1), decided_at: on(2025, 5, 3) }),
        kaizen({ status: 'declined', submitted_at: on(2025, 5, 1), decided_at: on(2025, 5, 11) }),
        kaizen({ status: 'approved', submitted_at: on(2025, 5, 1), decided_at: on(2025, 5, 5) }),
        kaizen({ status: 'open', submitted_at: on(2025, 1, 1) }),
      ],
      NOW,
    );
    expect(stats.medianDecisionDays).toBe(4);
    expect(summarizeKaizens([], NOW).medianDecisionDays).toBeNull();
  });

  test('the trend counts submissions by submission month and approvals by decision month', () => {
    const stats = summarizeKaizens(
      [
        kaizen({ status: 'approved', submitted_at: on(2025, 5, 20), decided_at: on(2025, 6, 2) }),
        kaizen({ status: 'open', submitted_at: on(2025, 6, 1) }),
        kaizen({ status: 'declined', submitted_at: on(2024, 7, 1), decided_at: on(2024, 7, 9) }),
        // Thirteen months back falls outside the chart; a draft is not submitted.
        kaizen({ status: 'approved', submitted_at: on(2024, 5, 31), decided_at: on(2024, 5, 31) }),
        kaizen({ status: 'draft', submitted_at: null, created_at: on(2025, 6, 1) }),
      ],
      NOW,
    );
    const counts = stats.months.map((m) => [m.start.getMonth() + 1, m.submitted, m.approved]);
    expect(counts[0]).toEqual([7, 1, 0]);
    expect(counts[10]).toEqual([5, 1, 0]);
    expect(counts[11]).toEqual([6, 1, 1]);
    expect(stats.months.reduce((sum, m) => sum + m.submitted, 0)).toBe(3);
  });

  test('top contributors are the five authors with most submitted kaizens, ties by name', () => {
    const people = ['Eva', 'Bram', 'Ada', 'Cas', 'Dirk', 'Fenna'].map((name, i) =>
      author(i + 1, name),
    );
    const counts = [1, 3, 2, 2, 5, 1];
    const list = people.flatMap((person, i) =>
      Array.from({ length: counts[i] }, () => kaizen({ author: person })),
    );
    list.push(kaizen({ author: people[5], status: 'draft', submitted_at: null }));
    const top = summarizeKaizens(list, NOW).topContributors;
    expect(top.map((c) => [c.name, c.count])).toEqual([
      ['Dirk', 5],
      ['Bram', 3],
      ['Ada', 2],
      ['Cas', 2],
      ['Eva', 1],
    ]);
  });

  test('ties are ordered by name, case aside, without the browser collation data', () => {
    const people = ['eva', 'Bram', 'ada', 'Cas'].map((name, i) => author(i + 1, name));
    const list = people.map((person) => kaizen({ author: person }));
    const compare = vi.spyOn(String.prototype, 'localeCompare');
    try {
      const top = summarizeKaizens(list, NOW).topContributors;
      expect(top.map((c) => c.name)).toEqual(['ada', 'Bram', 'Cas', 'eva']);
      expect(compare).not.toHaveBeenCalled();
    } finally {
      compare.mockRestore();
    }
  });

  test('open kaizens come longest waiting first, with their waiting days', () => {
    const stats = summarizeKaizens(
      [
        kaizen({ id: 1, status: 'open', submitted_at: on(2025, 6, 10) }),
        kaizen({ id: 2, status: 'open', submitted_at: on(2025, 4, 16) }),
        kaizen({ id: 3, status: 'open', submitted_at: on(2025, 6, 14) }),
      ],
      NOW,
      { listLimit: 2 },
    );
    expect(stats.oldestOpen.map((w) => [w.kaizen.id, w.waitingDays])).toEqual([
      [2, 60],
      [1, 5],
    ]);
    expect(stats.byStatus.open).toBe(3);
  });

  test('lists the latest submitted, the latest drafts and the latest declined first', () => {
    const stats = summarizeKaizens(
      [
        kaizen({ id: 1, status: 'open', submitted_at: on(2025, 6, 1) }),
        kaizen({ id: 2, status: 'approved', submitted_at: on(2025, 6, 9) }),
        kaizen({ id: 3, status: 'draft', submitted_at: null, updated_at: on(2025, 6, 2) }),
        kaizen({ id: 4, status: 'draft', submitted_at: null, updated_at: on(2025, 6, 12) }),
        kaizen({ id: 5, status: 'declined', decided_at: on(2025, 4, 2) }),
        kaizen({ id: 6, status: 'declined', decided_at: on(2025, 5, 2) }),
      ],
      NOW,
    );
    const ids = (list: Kaizen[]) => list.map((k) => k.id);
    expect(ids(stats.latest).slice(0, 2)).toEqual([2, 1]);
    expect(ids(stats.latest)).not.toContain(3);
    expect(ids(stats.drafts)).toEqual([4, 3]);
    expect(ids(stats.declined)).toEqual([6, 5]);
  });

  test('summarises 10,000 kaizens quickly and keeps each list short', () => {
    const statuses = ['draft', 'open', 'approved', 'declined'] as const;
    const many = Array.from({ length: 10_000 }, (_, i) =>
      kaizen({
        status: statuses[i % 4],
        author: author((i % 40) + 1, `Author ${i % 40}`),
        submitted_at: on(2025, (i % 6) + 1, (i % 27) + 1),
        decided_at: i % 4 >= 2 ? on(2025, 6, 14) : null,
      }),
    );
    const started = performance.now();
    const stats = summarizeKaizens(many, NOW);
    // About 10 ms on an idle machine; the bound only has to catch a quadratic slip on a busy one.
    expect(performance.now() - started).toBeLessThan(1000);
    expect(stats.byStatus).toEqual({ draft: 2500, open: 2500, approved: 2500, declined: 2500 });
    expect(stats.oldestOpen).toHaveLength(10);
    expect(stats.topContributors).toHaveLength(5);
  });
});
