/**
 * One object store of an IndexedDB database, for the app's small stores on the device (the
 * outbox, the work vault). Opened per use and closed after: each is touched a few times per
 * action, and no open connection can then block a newer version of the app from upgrading it.
 */
export function idbStore(dbName: string, storeName: string, options?: IDBObjectStoreParameters) {
  function openDb(): Promise<IDBDatabase> {
    return new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(dbName, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(storeName, options);
      request.onsuccess = () => resolve(request.result);
      // Stryker disable next-line StringLiteral: a browser's failed open always has its error
      request.onerror = () => reject(request.error ?? new Error('indexedDB open failed'));
    });
  }

  /** Runs `work` in one transaction; resolves with its request's result once committed. */
  return async function run<T>(
    mode: IDBTransactionMode,
    work: (store: IDBObjectStore) => IDBRequest<T>,
  ): Promise<T> {
    const db = await openDb();
    try {
      return await new Promise<T>((resolve, reject) => {
        const transaction = db.transaction(storeName, mode);
        const request = work(transaction.objectStore(storeName));
        transaction.oncomplete = () => resolve(request.result);
        // A refused request and a failed commit (a full disk) both end here, with their error.
        // Stryker disable next-line StringLiteral: only an abort asked for by code has no error
        transaction.onabort = () => reject(transaction.error ?? new Error('indexedDB failed'));
      });
    } finally {
      db.close();
    }
  };
}
