import { z } from 'zod/mini';
import { handParser } from '@/api/parsers';
import { kaizenStatusSchema } from '@/api/schemas/kaizen';
import { onStorageChange, storageChanged } from '@/stores/storage-events';
import { storedItem } from '@/stores/stored';
import type { NoticeRecord } from './notice-record';

const noticeSchema = z.object({
  kaizenId: z.number(),
  kind: z.enum(['approved', 'declined', 'shared', 'moved']),
  at: z.number(),
});

const recordSchema = z.object({
  last: z.record(z.string(), z.tuple([kaizenStatusSchema, z.number(), z.boolean()])),
  found: z.array(noticeSchema),
  seen: z.array(noticeSchema),
  checkedAt: z.number(),
});

// Text that is not JSON throws, which the reader counts as unreadable (src/stores/stored.ts).
const recordText = handParser<NoticeRecord>((text) => {
  if (typeof text !== 'string') return undefined;
  const parsed = recordSchema.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : undefined;
}, 'a notice record');

const KEY_PREFIX = 'qek_notices_';

/**
 * One record per user, under their id, on this device (docs/decisions.md, "What happened to my
 * kaizens"): a user only ever reads their own key, so nothing of one user reaches the next.
 */
const itemOf = (userId: number) => storedItem('local', `${KEY_PREFIX}${userId}`, recordText);

const cache = new Map<number, { record: NoticeRecord | undefined }>();

/**
 * Forgets what was read, as a new page would start: for the tests, which share this module
 * between them and clear the device's storage after each (tests/setup-app.ts).
 */
export function forgetReadNotices(): void {
  cache.clear();
}

export function readNotices(userId: number): NoticeRecord | undefined {
  let entry = cache.get(userId);
  if (!entry) {
    entry = { record: itemOf(userId).read() };
    cache.set(userId, entry);
  }
  return entry.record;
}

/** Keeps the record (storage may refuse: it then lasts as long as the tab) and tells the screens. */
export function writeNotices(userId: number, record: NoticeRecord): void {
  itemOf(userId).write(JSON.stringify(record));
  cache.set(userId, { record });
  storageChanged(`${KEY_PREFIX}${userId}`);
}

/** For useSyncExternalStore: changes from this tab, and from the user's other tabs. */
export function subscribeNotices(listener: () => void): () => void {
  return onStorageChange({ prefix: KEY_PREFIX }, (elsewhere) => {
    if (elsewhere) cache.clear();
    listener();
  });
}
