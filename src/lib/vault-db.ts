/**
 * The work vault's IndexedDB store (src/lib/work-vault.ts): salts, keys and sealed work under
 * text keys (`salt:4`, `key:4`, `sealed:4:<id>`). Its own database, so the outbox's keeps its
 * version. Opened per use and closed after, as the outbox's is.
 */
const DB_NAME = 'qek-vault';
const STORE = 'vault';

function openDb(): Promise<IDBDatabase> {
  return new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
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

export const vaultDb = {
  get: (key: string) => run<unknown>('readonly', (store) => store.get(key)),
  put: (key: string, value: unknown) =>
    run('readwrite', (store) => store.put(value, key)).then(() => undefined),
  remove: (key: string) => run('readwrite', (store) => store.delete(key)).then(() => undefined),
  /** The keys that start with `prefix`, in order. */
  keys: (prefix: string) =>
    run<IDBValidKey[]>('readonly', (store) =>
      store.getAllKeys(IDBKeyRange.bound(prefix, `${prefix}\uffff`)),
    ).then((keys) => keys.filter((key): key is string => typeof key === 'string')),
};
