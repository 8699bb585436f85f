import { onTestFinished } from 'vitest';

/**
 * Keeps a write open on the kept lists' store until `release()`, so a read of a kept copy
 * started meanwhile waits for it (IndexedDB runs them one after the other). The store must exist
 * (something was kept on this device before).
 */
export async function holdKeptStore() {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('qek-kept', 1);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('open failed'));
  });
  const store = db.transaction('lists', 'readwrite').objectStore('lists');
  let held = true;
  const keepOpen = () => {
    if (held) store.count().onsuccess = keepOpen;
  };
  keepOpen();
  const release = () => {
    held = false;
    db.close();
  };
  // A test that fails while it holds the store leaves no transaction spinning for the next.
  onTestFinished(release);
  return { release };
}
