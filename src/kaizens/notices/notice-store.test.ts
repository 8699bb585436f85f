import { expect, test, vi } from 'vitest';
import type { NoticeRecord } from './notice-record';
import { readNotices, subscribeNotices, writeNotices } from './notice-store';

// A user id per case: the store keeps what it read of a user for the rest of the tab's life.
test.each([
  ['text that is not JSON', 41, '{"seen":'],
  ['a record of another shape', 42, JSON.stringify({ seen: [], unread: 'all' })],
])('%s kept for a user reads as no record, and is removed', (_, userId, stored) => {
  localStorage.setItem(`qek_notices_${userId}`, stored);

  expect(readNotices(userId)).toBeUndefined();
  expect(localStorage.getItem(`qek_notices_${userId}`)).toBeNull();
});

const record = (checkedAt: number): NoticeRecord => ({
  last: { '7': ['approved', 1000, false] },
  found: [{ kaizenId: 7, kind: 'approved', at: 1000 }],
  seen: [],
  checkedAt,
});

test("a record written for a user is read back, from the tab and from the device's storage", () => {
  const listener = vi.fn();
  const stop = subscribeNotices(listener);

  writeNotices(43, record(2000));

  expect(readNotices(43)).toEqual(record(2000));
  expect(JSON.parse(localStorage.getItem('qek_notices_43') ?? 'null')).toEqual(record(2000));
  expect(readNotices(44)).toBeUndefined();
  expect(listener).toHaveBeenCalledTimes(1);
  stop();
  writeNotices(43, record(3000));
  expect(listener).toHaveBeenCalledTimes(1);
});

test("another tab's write is read anew, not from what this tab read before", () => {
  writeNotices(45, record(2000));
  const listener = vi.fn();
  const stop = subscribeNotices(listener);

  localStorage.setItem('qek_notices_45', JSON.stringify(record(5000)));
  window.dispatchEvent(new StorageEvent('storage', { key: 'qek_notices_45' }));

  expect(listener).toHaveBeenCalledTimes(1);
  expect(readNotices(45)).toEqual(record(5000));
  stop();
});

test('where storage refuses the record it lasts as long as the tab, also past a change told here', () => {
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  const stop = subscribeNotices(() => undefined);

  writeNotices(46, record(2000));

  expect(localStorage.getItem('qek_notices_46')).toBeNull();
  expect(readNotices(46)).toEqual(record(2000));
  stop();
});

// Tests share this module (vite.config.ts, `isolate: false`); each starts as a new page would
// (tests/setup-app.ts), with nothing read and an empty localStorage.
test('a test reads nothing of the record the test before kept in memory only', () => {
  expect(readNotices(46)).toBeUndefined();
});

test('the next test reads what it stored for that user, not what the test before read', () => {
  localStorage.setItem('qek_notices_46', JSON.stringify(record(4000)));

  expect(readNotices(46)).toEqual(record(4000));
});
