import { describe, expect, test } from 'vitest';
import { handParser } from '@/api/parsers';
import { signInDemoUser as signIn } from '@tests/utils/demo-sign-in';
import { idbStore } from './idb-store';
import { keepList, keptList, keptListsSettled } from './kept-lists';

const kept = { name: 'team-kaizens', of: '1' };
const text = handParser((value) => (typeof value === 'string' ? value : undefined), 'a text');
// The kept lists' own store, as the browser holds it.
const device = idbStore('qek-kept', 'lists', { keyPath: ['user', 'name'] });
const keysKept = () => device('readonly', (store) => store.getAllKeys());

describe('lists kept on the device', () => {
  test('kept, then read back as they were, dated when kept', async () => {
    const lead = await signIn('lead');
    const before = Date.now();

    await keepList(lead, kept, ['Eerste', 'Tweede']);

    const list = await keptList(lead, kept, text);
    expect(list?.items).toEqual(['Eerste', 'Tweede']);
    expect(list?.savedAt).toBeGreaterThanOrEqual(before);
  });

  test('a long list is kept in chunks, and read back whole and in order', async () => {
    const lead = await signIn('lead');
    const items = Array.from({ length: 2_500 }, (_, index) => `kaizen ${index}`);

    await keepList(lead, kept, items);

    expect((await keptList(lead, kept, text))?.items).toEqual(items);
    const empty = { name: 'team-kaizens', of: '2' };
    await keepList(lead, empty, []);
    expect((await keptList(lead, empty, text))?.items).toEqual([]);
  });

  test('a list of another team is not read as this one, and is replaced by it', async () => {
    const lead = await signIn('lead');
    await keepList(lead, { name: 'team-kaizens', of: '2' }, ['Van team 2']);

    expect(await keptList(lead, kept, text)).toBeUndefined();
    expect(await keysKept()).toEqual([[lead, 'team-kaizens']]);
    await keepList(lead, kept, ['Van team 1']);
    expect((await keptList(lead, kept, text))?.items).toEqual(['Van team 1']);
  });

  test("another user's lists are dropped once someone else keeps one, or reads one", async () => {
    const lead = await signIn('lead');
    await keepList(lead, kept, ['Van de teamleider']);
    const employee = await signIn('employee');

    await keepList(employee, kept, ['Van de medewerker']);
    expect(await keysKept()).toEqual([[employee, 'team-kaizens']]);

    await device('readwrite', (store) =>
      store.put({ user: lead, name: 'team-kaizens', of: '1', savedAt: 1, chunks: ['[]'] }),
    );
    expect((await keptList(employee, kept, text))?.items).toEqual(['Van de medewerker']);
    expect(await keysKept()).toEqual([[employee, 'team-kaizens']]);
  });

  test('a shared device keeps none, and drops what was kept before it became shared', async () => {
    const lead = await signIn('lead');
    await keepList(lead, kept, ['Van voor']);
    localStorage.setItem('qek_shared_device', '5');

    await keepList(lead, kept, ['Van nu']);
    expect(await keysKept()).toEqual([]);

    localStorage.removeItem('qek_shared_device');
    await keepList(lead, kept, ['Van voor']);
    localStorage.setItem('qek_shared_device', '5');
    expect(await keptList(lead, kept, text)).toBeUndefined();
    expect(await keysKept()).toEqual([]);
  });

  test('a list is not kept for someone no longer signed in here', async () => {
    const lead = await signIn('lead');
    await signIn('employee');

    await keepList(lead, kept, ['Van de teamleider']);

    expect(await keysKept()).toEqual([]);
  });

  test('the test helper waits for a write under way', async () => {
    const lead = await signIn('lead');
    let written = false;
    void keepList(lead, kept, ['Eerste']).then(() => (written = true));

    await keptListsSettled();

    expect(written).toBe(true);
  });

  // Each as the device could hold it after a crash, a full disk or an older version of the app.
  const damaged: [string, Record<string, unknown>][] = [
    ['of no team', { of: 1, savedAt: 1, chunks: ['["Eerste"]'] }],
    ['without its date', { of: '1', chunks: ['["Eerste"]'] }],
    ['with a date that is no time', { of: '1', savedAt: '1', chunks: ['["Eerste"]'] }],
    ['with its items as one text', { of: '1', savedAt: 1, chunks: '["Eerste"]' }],
    ['with a chunk that is no text', { of: '1', savedAt: 1, chunks: ['[]', ['["Eerste"]']] }],
    ['with a chunk that is no list', { of: '1', savedAt: 1, chunks: ['"Eerste"'] }],
    ['with a chunk cut off', { of: '1', savedAt: 1, chunks: ['["Eerste"', '"Tweede"]'] }],
    ['with an item that fails its reader', { of: '1', savedAt: 1, chunks: ['["Eerste", 2]'] }],
  ];
  test.each(damaged)('a kept record %s is not shown, and dropped', async (_, record) => {
    const lead = await signIn('lead');
    await device('readwrite', (store) =>
      store.put({ user: lead, name: 'team-kaizens', ...record }),
    );

    expect(await keptList(lead, kept, text)).toBeUndefined();
    expect(await keysKept()).toEqual([]);
  });
});
