import { describe, expect, test } from 'vitest';
import { idbStore } from './idb-store';

const openAt = (name: string, version: number) =>
  new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(name, version);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('open failed'));
  });

describe('one object store of an IndexedDB database', () => {
  test('a write is read back once committed, in a database of its own name', async () => {
    const run = idbStore('idb-store-test', 'items');

    await run('readwrite', (store) => store.put('Zoals bewaard', 'one'));

    expect(await run('readonly', (store) => store.get('one'))).toBe('Zoals bewaard');
    const db = await openAt('idb-store-test', 1);
    expect([...db.objectStoreNames]).toEqual(['items']);
    db.close();
  });

  test("a database the browser cannot open rejects with the browser's own error", async () => {
    // A newer version of the app upgraded it: this one cannot open it at its own version.
    (await openAt('idb-store-newer', 2)).close();
    const run = idbStore('idb-store-newer', 'items');

    await expect(run('readonly', (store) => store.count())).rejects.toMatchObject({
      name: 'VersionError',
    });
  });

  test("a refused request aborts its transaction and rejects with the browser's own error", async () => {
    const run = idbStore('idb-store-refused', 'items');
    await run('readwrite', (store) => store.add('first', 'one'));

    await expect(run('readwrite', (store) => store.add('second', 'one'))).rejects.toMatchObject({
      name: 'ConstraintError',
    });
    expect(await run('readonly', (store) => store.get('one'))).toBe('first');
  });

  test('closes the database after each use, so a newer version of the app can upgrade it', async () => {
    const run = idbStore('idb-store-closed', 'items');
    await run('readwrite', (store) => store.put('one', 1));

    const upgrade = await new Promise<string>((resolve) => {
      const request = indexedDB.open('idb-store-closed', 2);
      request.onblocked = () => resolve('blocked');
      request.onsuccess = () => {
        request.result.close();
        resolve('upgraded');
      };
    });

    expect(upgrade).toBe('upgraded');
  });
});
