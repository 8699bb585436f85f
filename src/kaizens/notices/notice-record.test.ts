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

describe('news found by comparing with the last answer here', () => {
  const untimed = (overrides: Parameters<typeof buildKaizen>[0] = {}) =>
    kaizen({ status: 'open', decided_at: null, updated_at: null, ...overrides });

  test('a share without a time is found, and goes once the kaizen is no longer shared', () => {
    const before = untimed({ status: 'approved' });
    const first = look(undefined, [before]);
    const shared = { ...before, shared: true };

    const second = look(first.record, [shared], NOW + DAY);
    expect(second.unread).toEqual([{ kaizenId: before.id, kind: 'shared', at: NOW + DAY }]);
    expect(look(second.record, [before], NOW + 2 * DAY).unread).toEqual([]);
  });

  test('a kaizen new since the last answer counts as having been open and not shared', () => {
    const first = look(undefined, []);
    const arrived = untimed({ status: 'declined', shared: false, decline_reason: 'Nee.' });
    const arrivedShared = untimed({ status: 'approved', shared: true });

    const second = look(first.record, [arrived, arrivedShared], NOW + DAY);

    expect(kinds(second.unread).sort()).toEqual(
      [
        `${arrived.id} declined`,
        `${arrivedShared.id} approved`,
        `${arrivedShared.id} shared`,
      ].sort(),
    );
  });

  test('nothing is found where nothing changed, or where it went back to open', () => {
    const declined = untimed({ status: 'declined', decline_reason: 'Nee.', shared: false });
    const first = look(undefined, [declined]);

    expect(look(first.record, [declined], NOW + DAY).unread).toEqual([]);
    expect(look(first.record, [{ ...declined, status: 'open' }], NOW + DAY).unread).toEqual([]);
    expect(look(first.record, [{ ...declined, status: 'draft' }], NOW + DAY).unread).toEqual([]);
  });

  test('a decision the kaizen dates is not found a second time by comparing', () => {
    const before = kaizen({ status: 'open', decided_at: null, updated_at: daysAgo(3) });
    const first = look(undefined, [before]);
    const approved = { ...before, status: 'approved' as const, decided_at: daysAgo(1) };

    const second = look(first.record, [approved]);

    expect(second.record.found).toEqual([]);
    expect(second.unread).toEqual([{ kaizenId: before.id, kind: 'approved', at: NOW - DAY }]);
  });

  test('found news keeps its first time and is not found twice; a kaizen gone takes it along', () => {
    const before = kaizen({ status: 'open', team: { id: 1, name: 'Productie' } });
    const moved = { ...before, team: { id: 2, name: 'Logistiek' } };
    const first = look(undefined, [before]);
    const second = look(first.record, [moved], NOW + DAY);
    const third = look(
      second.record,
      [{ ...moved, team: { id: 3, name: 'Inkoop' } }],
      NOW + 2 * DAY,
    );

    expect(third.record.found).toEqual([{ kaizenId: before.id, kind: 'moved', at: NOW + DAY }]);
    expect(look(third.record, [], NOW + 3 * DAY).record.found).toEqual([]);
  });

  test('found news and what was seen are kept for thirty days, no longer', () => {
    const before = kaizen({ status: 'open', team: { id: 1, name: 'Productie' } });
    const moved = { ...before, team: { id: 2, name: 'Logistiek' } };
    const found = look(look(undefined, [before]).record, [moved]);
    const read = markSeen(found.record, found.unread);

    const onTheDay = look(read, [moved], NOW + 30 * DAY);
    expect(onTheDay.record.found).toHaveLength(1);
    expect(onTheDay.record.seen).toHaveLength(1);
    const after = look(read, [moved], NOW + 30 * DAY + 1);
    expect(after.record.found).toEqual([]);
    expect(after.record.seen).toEqual([]);
  });
});

describe('what is news and what was seen', () => {
  test('a decision exactly thirty days old is still news', () => {
    const edge = kaizen({ status: 'approved', decided_at: daysAgo(30), updated_at: daysAgo(30) });
    expect(kinds(look(undefined, [edge]).unread)).toEqual([`${edge.id} approved`]);
  });

  test('seeing one news of a kaizen leaves its other news, and other kaizens, unread', () => {
    const one = kaizen({
      status: 'approved',
      shared: true,
      decided_at: daysAgo(2),
      updated_at: daysAgo(1),
    });
    const other = kaizen({ status: 'approved', decided_at: daysAgo(2), updated_at: daysAgo(2) });
    const first = look(undefined, [one, other]);

    const read = markSeen(
      first.record,
      first.unread.filter((notice) => notice.kaizenId === one.id && notice.kind === 'approved'),
    );

    expect(kinds(unreadNotices(read, [one, other], NOW))).toEqual([
      `${one.id} shared`,
      `${other.id} approved`,
    ]);
  });

  test('seen again, a news is kept once, with its latest time', () => {
    const first = look(undefined, [kaizen({ status: 'approved', decided_at: daysAgo(2) })]);
    const once = markSeen(first.record, first.unread);
    const later = { ...first.unread[0], at: NOW };

    expect(markSeen(once, [later]).seen).toEqual([later]);
    expect(markSeen(once, []).seen).toEqual(once.seen);
  });
});
