// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { kaizenSchema, type Kaizen } from '@/api/schemas/kaizen';
import { buildKaizen } from '@tests/factories/kaizen';
import { markSeen, reconcile, unreadNotices, type NoticeRecord } from './notice-record';

const DAY = 86_400_000;
const NOW = Date.parse('2025-06-30T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW - days * DAY).toISOString();

const kaizen = (overrides: Parameters<typeof buildKaizen>[0] = {}): Kaizen =>
  kaizenSchema.parse(buildKaizen(overrides));

/** One answer on a device: the record after it and what is unread then. */
function look(record: NoticeRecord | undefined, kaizens: Kaizen[], now = NOW) {
  const next = reconcile(record, kaizens, now);
  return { record: next, unread: unreadNotices(next, kaizens, now) };
}

const kinds = (notices: { kaizenId: number; kind: string }[]) =>
  notices.map(({ kaizenId, kind }) => `${kaizenId} ${kind}`);

describe('what happened to my kaizens, on any device', () => {
  const approved = kaizen({ status: 'approved', decided_at: daysAgo(2), updated_at: daysAgo(2) });
  const declined = kaizen({
    status: 'declined',
    decline_reason: 'Te duur.',
    decided_at: daysAgo(5),
    updated_at: daysAgo(5),
  });
  const shared = kaizen({
    status: 'approved',
    shared: true,
    decided_at: daysAgo(40),
    updated_at: daysAgo(1),
  });
  const open = kaizen({ status: 'open', updated_at: daysAgo(1) });

  test('a device that never saw her kaizens shows the decisions of the last 30 days, newest first', () => {
    const { unread } = look(undefined, [open, declined, approved, shared]);

    expect(kinds(unread)).toEqual([
      `${shared.id} shared`,
      `${approved.id} approved`,
      `${declined.id} declined`,
    ]);
  });

  test('a decision 31 days old is not news; one of 29 days is', () => {
    const old = kaizen({ status: 'declined', decided_at: daysAgo(31), updated_at: daysAgo(31) });
    const recent = kaizen({ status: 'declined', decided_at: daysAgo(29), updated_at: daysAgo(1) });

    expect(kinds(look(undefined, [old, recent]).unread)).toEqual([`${recent.id} declined`]);
  });

  test('what she has seen on this device stays seen through later answers', () => {
    const first = look(undefined, [approved, declined]);
    const read = markSeen(
      first.record,
      first.unread.filter((notice) => notice.kaizenId === approved.id),
    );

    const later = look(read, [approved, declined], NOW + DAY);

    expect(kinds(later.unread)).toEqual([`${declined.id} declined`]);
  });

  test('a decision taken again after she saw it is news again', () => {
    const first = look(undefined, [declined]);
    const read = markSeen(first.record, first.unread);
    const again = { ...declined, decided_at: daysAgo(0), updated_at: daysAgo(0) };

    expect(kinds(look(read, [again]).unread)).toEqual([`${declined.id} declined`]);
  });

  test('without decided_at the decision is dated by updated_at', () => {
    const undated = kaizen({ status: 'approved', decided_at: null, updated_at: daysAgo(3) });
    const stale = kaizen({ status: 'approved', decided_at: null, updated_at: daysAgo(45) });

    expect(look(undefined, [undated, stale]).unread).toEqual([
      { kaizenId: undated.id, kind: 'approved', at: NOW - 3 * DAY },
    ]);
  });

  test('without decided_at and updated_at it falls back to comparing with the last answer here', () => {
    const undated = kaizen({ status: 'open', decided_at: null, updated_at: null });
    const first = look(undefined, [undated]);
    const decided = { ...undated, status: 'declined' as const, decline_reason: 'Nee.' };

    // The first answer has nothing to compare with: a decision without a time is not found.
    expect(look(undefined, [decided]).unread).toEqual([]);
    const second = look(first.record, [decided], NOW + DAY);
    expect(second.unread).toEqual([{ kaizenId: undated.id, kind: 'declined', at: NOW + DAY }]);
    // Found once, it keeps its time, and goes when it is no longer true.
    expect(look(second.record, [decided], NOW + 2 * DAY).unread).toEqual(second.unread);
    expect(look(second.record, [{ ...decided, status: 'open' }], NOW + 2 * DAY).unread).toEqual([]);
  });

  test('a move is found by comparing with the last answer here, and stays until seen', () => {
    const before = kaizen({ status: 'open', team: { id: 1, name: 'Productie' } });
    const moved = { ...before, team: { id: 2, name: 'Logistiek' } };
    const first = look(undefined, [before]);

    const second = look(first.record, [moved], NOW + DAY);
    expect(kinds(second.unread)).toEqual([`${before.id} moved`]);
    const read = markSeen(second.record, second.unread);
    expect(look(read, [moved], NOW + 2 * DAY).unread).toEqual([]);
  });

  test('the record keeps ids, kinds, states and times, never texts', () => {
    const { record } = look(undefined, [declined]);
    const read = markSeen(record, unreadNotices(record, [declined], NOW));

    expect(JSON.stringify(read)).not.toContain('Te duur');
    expect(JSON.stringify(read)).not.toContain(declined.title);
  });
});
