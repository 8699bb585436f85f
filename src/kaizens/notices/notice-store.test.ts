import { expect, test } from 'vitest';
import { readNotices } from './notice-store';

// A user id per case: the store keeps what it read of a user for the rest of the tab's life.
test.each([
  ['text that is not JSON', 41, '{"seen":'],
  ['a record of another shape', 42, JSON.stringify({ seen: [], unread: 'all' })],
])('%s kept for a user reads as no record, and is removed', (_, userId, stored) => {
  localStorage.setItem(`qek_notices_${userId}`, stored);

  expect(readNotices(userId)).toBeUndefined();
  expect(localStorage.getItem(`qek_notices_${userId}`)).toBeNull();
});
