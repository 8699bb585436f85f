// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { kaizenSchema, type Kaizen } from '@/api/schemas/kaizen';
import { buildKaizen } from '@tests/factories';
import { median, medianDecisionDays } from './decision-time';

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
