import { describe, expect, test } from 'vitest';
import { outboxDb } from './outbox-db';

/** Puts records into the outbox as another release, or damage, may have left them. */
async function storeRaw(records: unknown[]) {
  await outboxDb.put({
    id: 'first',
    userId: 3,
    queuedAt: '2025-01-02T10:00:00.000Z',
    input: { title: 'Goed', team_id: 1, problem: 'p', improvement: 'i', status: 'open' },
    values: { title: 'Goed' },
    state: 'waiting',
    uncertain: false,
  });
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('qek-outbox', 1);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(new Error('open failed'));
  });
  await new Promise<void>((resolve, reject) => {
    const transaction = db.transaction('kaizens', 'readwrite');
    records.forEach((record) => transaction.objectStore('kaizens').put(record));
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(new Error('write failed'));
  });
  db.close();
}

describe('the outbox as read back from IndexedDB', () => {
  test('an entry that cannot be sent is left out; a damaged date or value keeps the texts', async () => {
    await storeRaw([
      { id: 'broken', userId: 3, input: null, values: {}, state: 'waiting' },
      {
        id: 'damaged',
        userId: 3,
        queuedAt: 'vorige week',
        input: { title: 'Mijn idee', team_id: 1, problem: 'p', improvement: 'i', status: 'open' },
        values: { title: 'Mijn idee', problem: { nested: true } },
        state: 'failed',
        uncertain: false,
        failure: { status: 'x' },
      },
    ]);

    const entries = await outboxDb.all();

    expect(entries.map((entry) => entry.id)).toEqual(['damaged', 'first']);
    const damaged = entries[0];
    // The earliest time: a send that may have arrived is looked for, never sent twice.
    expect(damaged.queuedAt).toBe(new Date(0).toISOString());
    expect(damaged.values).toEqual({ title: 'Mijn idee' });
    expect(damaged.failure).toBeUndefined();
  });

  test('an entry whose form values were damaged into a list is still there to be sent', async () => {
    await storeRaw([
      {
        id: 'listed',
        userId: 3,
        queuedAt: '2025-01-03T10:00:00.000Z',
        input: { title: 'Lijst', team_id: 1, problem: 'p', improvement: 'i', status: 'open' },
        values: ['Lijst'],
        state: 'waiting',
        uncertain: false,
      },
    ]);

    const entries = await outboxDb.all();

    expect(entries.map((entry) => entry.id)).toEqual(['first', 'listed']);
    expect(entries[1].input.title).toBe('Lijst');
  });
});
