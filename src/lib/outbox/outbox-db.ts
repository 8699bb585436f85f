import type { KaizenInput } from '@/api/schemas/kaizen';

/** Why a queued kaizen could not be sent and needs its author (a 4xx other than a session). */
export interface OutboxFailure {
  status: number;
  message: string;
  fieldErrors: Record<string, string[]>;
}

/** A new kaizen submitted without a connection, kept on this device until it is sent. */
export interface OutboxEntry {
  id: string;
  userId: number;
  /** When it was queued (ISO): a kaizen found on the server after this may be this one. */
  queuedAt: string;
  input: KaizenInput;
  /** The form's own values, to bring the kaizen back to the form as it was typed. */
  values: Record<string, string>;
  state: 'waiting' | 'sending' | 'failed';
  /** A send may have reached the server (interrupted, or its answer lost): look before resending. */
  uncertain: boolean;
  failure?: OutboxFailure;
}

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
  if (!isRecord(stored) || !isArrayBuffer(stored.bytes)) return null;
  const name = typeof stored.name === 'string' ? stored.name : 'photo';
  const type = typeof stored.type === 'string' ? stored.type : '';
  return new File([new Uint8Array(stored.bytes)], name, { type });
}

const DB_NAME = 'qek-outbox';
const STORE = 'kaizens';

// Opened per use and closed after: the outbox is touched a few times per kaizen, and no open
// connection can then block a newer version of the app from upgrading the database.
function openDb(): Promise<IDBDatabase> {
  return new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('indexedDB open failed'));
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>) {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error('indexedDB failed'));
    });
  } finally {
    db.close();
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

// Stored data outlives releases and can be damaged: what does not have the shape is left out.
function isEntry(value: unknown): value is OutboxEntry {
  if (!isRecord(value) || !isRecord(value.input) || !isRecord(value.values)) return false;
  return (
    typeof value.id === 'string' &&
    typeof value.userId === 'number' &&
    typeof value.queuedAt === 'string' &&
    typeof value.input.title === 'string' &&
    ['waiting', 'sending', 'failed'].includes(String(value.state))
  );
}

/** The outbox in IndexedDB; photos are stored as their bytes and come back as Files. */
export const outboxDb = {
  async all(): Promise<OutboxEntry[]> {
    const found = await run<unknown[]>('readonly', (store) => store.getAll());
    return found
      .filter(isEntry)
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
