import { handParser } from '@/api/parsers';
import type { KaizenInput } from '@/api/schemas/kaizen';
import { idbStore } from '@/lib/idb-store';
import { readStored } from '@/stores/stored';
import type { OutboxEntry, OutboxFailure } from './outbox-store';

/** A photo as stored: bytes and type, which every browser's IndexedDB keeps as they are. */
interface StoredPhoto {
  name: string;
  type: string;
  bytes: ArrayBuffer;
}

const PHOTOS = ['before_image', 'after_image'] as const;

async function toStored(photo: Blob | null | undefined): Promise<StoredPhoto | null> {
  if (!photo) return null;
  const name = photo instanceof File ? photo.name : 'photo';
  return { name, type: photo.type, bytes: await photo.arrayBuffer() };
}

// By its tag, not instanceof: a structured clone may come from another realm.
const isArrayBuffer = (value: unknown): value is ArrayBuffer =>
  Object.prototype.toString.call(value) === '[object ArrayBuffer]';

function fromStored(stored: unknown): File | null {
  if (!isObjectLike(stored) || !isArrayBuffer(stored.bytes)) return null;
  const name = typeof stored.name === 'string' ? stored.name : 'photo';
  const type = typeof stored.type === 'string' ? stored.type : '';
  return new File([new Uint8Array(stored.bytes)], name, { type });
}

const run = idbStore('qek-outbox', 'kaizens', { keyPath: 'id' });

/**
 * Any object, arrays too (not `isRecord`): an entry whose form values were damaged into an
 * array still holds what sending needs, so it is kept, not dropped with them.
 */
const isObjectLike = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isReadableDate = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

function readFailure(value: unknown): OutboxFailure | undefined {
  if (!isObjectLike(value) || typeof value.status !== 'number' || typeof value.message !== 'string')
    return undefined;
  const fieldErrors = isObjectLike(value.fieldErrors) ? value.fieldErrors : {};
  return {
    status: value.status,
    message: value.message,
    fieldErrors: Object.fromEntries(
      Object.entries(fieldErrors).filter(
        (entry): entry is [string, string[]] =>
          Array.isArray(entry[1]) && entry[1].every((text) => typeof text === 'string'),
      ),
    ),
  };
}

/**
 * An outbox entry as stored (read through src/stores/stored.ts). Stored data outlives releases
 * and can be damaged: an entry without what sending needs is left out; the user's own texts
 * are kept as far as they are text. An unreadable queue time reads as the earliest one, so a
 * send that may have arrived is looked for among all the author's kaizens, never sent twice.
 */
const outboxEntrySchema = handParser<OutboxEntry>((value) => {
  if (!isObjectLike(value) || !isObjectLike(value.input) || !isObjectLike(value.values))
    return undefined;
  const { input } = value;
  const valid =
    typeof value.id === 'string' &&
    typeof value.userId === 'number' &&
    typeof input.title === 'string' &&
    typeof input.problem === 'string' &&
    typeof input.improvement === 'string' &&
    typeof input.team_id === 'number' &&
    (input.status === 'draft' || input.status === 'open') &&
    (value.state === 'waiting' || value.state === 'sending' || value.state === 'failed');
  if (!valid) return undefined;
  return {
    id: value.id as string,
    userId: value.userId as number,
    queuedAt: isReadableDate(value.queuedAt) ? value.queuedAt : new Date(0).toISOString(),
    input: input as unknown as KaizenInput,
    values: Object.fromEntries(
      Object.entries(value.values).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    ),
    state: value.state as OutboxEntry['state'],
    uncertain: value.uncertain !== false,
    failure: readFailure(value.failure),
    ...(value.held === true ? { held: true } : {}),
    ...(typeof value.mac === 'string' ? { mac: value.mac } : {}),
  };
}, 'an outbox entry');

/** The outbox in IndexedDB; photos are stored as their bytes and come back as Files. */
export const outboxDb = {
  async all(): Promise<OutboxEntry[]> {
    const found = await run<unknown[]>('readonly', (store) => store.getAll());
    return found
      .flatMap((value) => readStored(outboxEntrySchema, value) ?? [])
      .map((entry) => {
        const input = { ...entry.input };
        for (const field of PHOTOS) input[field] = fromStored(input[field]);
        return { ...entry, input };
      })
      .sort((a, b) => a.queuedAt.localeCompare(b.queuedAt) || a.id.localeCompare(b.id));
  },
  async put(entry: OutboxEntry): Promise<void> {
    const stored = { ...entry, input: { ...entry.input } as Record<string, unknown> };
    for (const field of PHOTOS) stored.input[field] = await toStored(entry.input[field]);
    await run('readwrite', (store) => store.put(stored));
  },
  remove: (id: string) => run('readwrite', (store) => store.delete(id)).then(() => undefined),
};
