// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { kaizenSchema, type Kaizen } from '@/api/schemas/kaizen';
import { buildKaizen } from '@tests/factories';
import { decisionDays, median, medianDecisionDays } from './decision-time';

function kaizen(overrides: Parameters<typeof buildKaizen>[0] = {}): Kaizen {
  return kaizenSchema.parse(buildKaizen(overrides));
}

describe('median', () => {
  test('is the middle value of an odd count and the mean of the middle two of an even one', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  test('is null without values', () => {
    expect(median([])).toBeNull();
  });
});

describe('medianDecisionDays', () => {
  test('counts from submission to decision, only for decided kaizens', () => {
    const decided = (status: 'approved' | 'declined', days: number) =>
      kaizen({
        status,
        submitted_at: '2025-06-01T10:00:00Z',
        decided_at: new Date(Date.parse('2025-06-01T10:00:00Z') + days * 86_400_000).toISOString(),
      });

    expect(
      medianDecisionDays([
        decided('approved', 2),
        decided('declined', 6),
        decided('approved', 3),
        kaizen({ status: 'open', submitted_at: '2025-01-01T10:00:00Z', decided_at: null }),
        kaizen({ status: 'draft' }),
      ]),
    ).toBe(3);
  });

  test('is null before the first decision', () => {
    expect(medianDecisionDays([kaizen({ status: 'open' })])).toBeNull();
  });
});

describe('decisionDays', () => {
  const at = (iso: string, days: number) =>
    new Date(Date.parse(iso) + days * 86_400_000).toISOString();
  const SUBMITTED = '2025-06-01T10:00:00Z';

  test('a decision without its time, or not yet taken, counts no days', () => {
    expect(decisionDays(kaizen({ status: 'approved', decided_at: null }))).toBeNull();
    expect(decisionDays(kaizen({ status: 'approved', decided_at: 'no date' }))).toBeNull();
    expect(decisionDays(kaizen({ status: 'open', decided_at: at(SUBMITTED, 2) }))).toBeNull();
  });

  test('from creation when it was never submitted; declines count too', () => {
    expect(
      decisionDays(
        kaizen({
          status: 'declined',
          created_at: SUBMITTED,
          submitted_at: null,
          decided_at: at(SUBMITTED, 1.5),
        }),
      ),
    ).toBe(1.5);
  });

  test('never below zero when the clocks differ', () => {
    expect(
      decisionDays(
        kaizen({ status: 'approved', submitted_at: SUBMITTED, decided_at: at(SUBMITTED, -0.01) }),
      ),
    ).toBe(0);
  });

  test('from the start of time when neither date can be read', () => {
    const decided = at('1970-01-01T00:00:00Z', 2);
    expect(
      decisionDays(
        kaizen({ status: 'approved', submitted_at: 'x', created_at: 'y', decided_at: decided }),
      ),
    ).toBe(2);
  });
});
