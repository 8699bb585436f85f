// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { kaizenSchema, type Kaizen } from '@/api/schemas/kaizen';
import { buildKaizen } from '@tests/factories/kaizen';
import { reconcile } from './notice-record';

const kaizen = (overrides: Parameters<typeof buildKaizen>[0] = {}): Kaizen =>
  kaizenSchema.parse(buildKaizen(overrides));

describe('what happened to my kaizens', () => {
  test('the first look is the baseline: decisions already taken are not news', () => {
    const record = reconcile(undefined, [kaizen({ status: 'approved', shared: true })]);

    expect(record.unread).toEqual([]);
  });

  test('approved, declined, shared and moved since the last look are each news once', () => {
    const approved = kaizen();
    const declined = kaizen();
    const shared = kaizen({ status: 'approved' });
    const moved = kaizen({ team: { id: 1, name: 'Productie' } });
    const before = reconcile(undefined, [approved, declined, shared, moved]);

    const after = reconcile(before, [
      { ...approved, status: 'approved' },
      { ...declined, status: 'declined', decline_reason: 'Te duur.' },
      { ...shared, shared: true },
      { ...moved, team: { id: 2, name: 'Logistiek' } },
    ]);

    expect(after.unread).toEqual([
      { kaizenId: approved.id, kind: 'approved' },
      { kaizenId: declined.id, kind: 'declined' },
      { kaizenId: shared.id, kind: 'shared' },
      { kaizenId: moved.id, kind: 'moved' },
    ]);
    expect(reconcile(after, [approved, declined, shared, moved]).unread).toEqual([
      { kaizenId: moved.id, kind: 'moved' },
    ]);
  });

  test('a kaizen made and decided between two looks is news; one only sent in is not', () => {
    const before = reconcile(undefined, []);
    const decided = kaizen({ status: 'declined' });

    expect(reconcile(before, [decided, kaizen()]).unread).toEqual([
      { kaizenId: decided.id, kind: 'declined' },
    ]);
  });

  test('an unread notice stays through later looks, and goes with its kaizen', () => {
    const open = kaizen();
    const decided = { ...open, status: 'approved' as const };
    const first = reconcile(reconcile(undefined, [open]), [decided]);

    expect(reconcile(first, [decided]).unread).toEqual(first.unread);
    expect(reconcile(first, []).unread).toEqual([]);
  });
});
