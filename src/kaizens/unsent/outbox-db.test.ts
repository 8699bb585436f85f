import { describe, expect, test, vi } from 'vitest';
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

/** A stored entry as the current release writes it; each test damages one part. */
const sendable = {
  id: 'stored',
  userId: 3,
  queuedAt: '2025-01-03T10:00:00.000Z',
  input: { title: 'Opgeslagen', team_id: 1, problem: 'p', improvement: 'i', status: 'open' },
  values: { title: 'Opgeslagen' },
  state: 'waiting',
  uncertain: false,
};

async function readBack(record: Record<string, unknown>) {
  await storeRaw([record]);
  return (await outboxDb.all()).find((entry) => entry.id === record.id);
}

const withInput = (input: Record<string, unknown>) => ({
  ...sendable,
  input: { ...sendable.input, ...input },
});

describe('an entry read back from IndexedDB', () => {
  test.each([
    ['a number for an id', { ...sendable, id: 7 }],
    ['no user', { ...sendable, userId: '3' }],
    ['no form values', { ...sendable, values: null }],
    ['no title', withInput({ title: null })],
    ['no problem', withInput({ problem: 5 })],
    ['no improvement', withInput({ improvement: undefined })],
    ['no team', withInput({ team_id: '1' })],
    ['an unknown status', withInput({ status: 'approved' })],
    ['an unknown state', { ...sendable, state: 'sent' }],
  ])('with %s is left out', async (_, record) => {
    expect(await readBack(record)).toBeUndefined();
  });

  test.each([
    ['a draft', withInput({ status: 'draft' })],
    ['one being sent', { ...sendable, state: 'sending' }],
    ['one that failed', { ...sendable, state: 'failed' }],
  ])('%s is kept', async (_, record) => {
    expect(await readBack(record)).toMatchObject({ id: 'stored', userId: 3, state: record.state });
  });

  test('keeps a failure with the field errors that are lists of texts', async () => {
    const entry = await readBack({
      ...sendable,
      state: 'failed',
      failure: {
        status: 422,
        message: 'Ongeldig',
        fieldErrors: { title: ['Te kort'], problem: 'Leeg', improvement: ['Fout', 3], result: [] },
      },
    });

    expect(entry?.failure).toEqual({
      status: 422,
      message: 'Ongeldig',
      fieldErrors: { title: ['Te kort'], result: [] },
    });
  });

  test.each([
    ['without a status', { message: 'Ongeldig', fieldErrors: {} }],
    ['without a message', { status: 422, fieldErrors: {} }],
  ])('drops a failure %s and keeps the entry', async (_, failure) => {
    const entry = await readBack({ ...sendable, state: 'failed', failure });

    expect(entry?.state).toBe('failed');
    expect(entry?.failure).toBeUndefined();
  });
});

describe('photos in the outbox', () => {
  test('come back as files with their bytes, name and type', async () => {
    await outboxDb.put({
      ...sendable,
      state: 'waiting',
      input: {
        ...withInput({}).input,
        status: 'open',
        before_image: new File(['voor'], 'voor.jpg', { type: 'image/jpeg' }),
        after_image: new Blob(['na'], { type: 'image/png' }),
      },
    });

    const [entry] = await outboxDb.all();

    const before = entry.input.before_image as File;
    const after = entry.input.after_image as File;
    expect([before.name, before.type, await before.text()]).toEqual([
      'voor.jpg',
      'image/jpeg',
      'voor',
    ]);
    expect([after.name, after.type, await after.text()]).toEqual(['photo', 'image/png', 'na']);
  });

  test('a damaged photo is left out and a damaged name or type is replaced', async () => {
    const bytes = await new Blob(['voor']).arrayBuffer();
    const entry = await readBack(
      withInput({
        before_image: { name: 5, type: null, bytes },
        after_image: { name: 'na.jpg', type: 'image/jpeg', bytes: 'na' },
      }),
    );

    const before = entry?.input.before_image as File;
    expect([before.name, before.type, await before.text()]).toEqual(['photo', '', 'voor']);
    expect(entry?.input.after_image).toBeNull();
  });
});

describe('the outbox database', () => {
  const openAt = (version: number) =>
    new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('qek-outbox', version);
      request.onsuccess = () => resolve(request.result);
      request.onblocked = () => reject(new Error('blocked by an open connection'));
    });

  test('is closed after each use, so a newer release can upgrade it', async () => {
    await outboxDb.put({ ...sendable, state: 'waiting', input: withInput({}).input as never });
    await outboxDb.all();

    const upgraded = await openAt(2);

    expect(upgraded.version).toBe(2);
    upgraded.close();
  });

  test('reports the error when a newer release has upgraded it', async () => {
    (await openAt(2)).close();

    await expect(outboxDb.all()).rejects.toMatchObject({ name: 'VersionError' });
  });

  test('reports a write it refuses instead of waiting for it', async () => {
    const entry = { ...sendable, state: 'waiting', input: withInput({}).input } as never;
    await outboxDb.put(entry);
    // The store refuses a second record with the same key when asked to add, as a full disk would.
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
      this: IDBObjectStore,
      value: unknown,
    ) {
      return this.add(value);
    });

    await expect(outboxDb.put(entry)).rejects.toMatchObject({ name: 'ConstraintError' });
  });
});
