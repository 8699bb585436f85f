import { beforeEach, describe, expect, test, vi } from 'vitest';
import { buildKaizen } from '@tests/factories';
import { answer, recordRequests } from '@tests/utils/api';
import { invalidateKaizens, kaizenQueries, storeChangedKaizen } from './kaizen-queries';
import { teamKaizens } from '@/kaizens/team-list';
import { kaizenSchema, toTeamKaizen } from './schemas/kaizen';
import { queryClientPerTest } from '@tests/utils/query-client';
import { ownKaizens } from '@/kaizens/own-list';

const client = queryClientPerTest();
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});

const FORM_OPTIONS = { teams: [], categories: [] };
const page = { data: [], total: 0 };

describe('the kaizen queries', () => {
  test('each asks its own call', async () => {
    answer('get', '/api/kaizen/7', buildKaizen({ id: 7 }));
    answer('get', '/api/kaizen/by-type/shared', []);
    answer('get', '/api/kaizen/by-team/4', []);
    answer('get', '/api/kaizen/by-user/5', []);
    answer('post', '/api/kaizen/table/approved', page);
    answer('post', '/api/kaizen/table/rejected', page);
    const requests = recordRequests();

    expect(await client().fetchQuery(kaizenQueries.detail(7))).toMatchObject({ id: 7 });
    await client().fetchQuery(kaizenQueries.shared());
    await client().fetchQuery(teamKaizens(4));
    await client().fetchQuery(ownKaizens(5));
    await client().fetchQuery(kaizenQueries.table('approved', { page: 0, size: 10 }));
    await client().fetchQuery(kaizenQueries.table('declined', { page: 0, size: 10 }));

    expect(requests.lines()).toEqual([
      'GET /api/kaizen/7',
      'GET /api/kaizen/by-type/shared',
      'GET /api/kaizen/by-team/4',
      'GET /api/kaizen/by-user/5',
      'POST /api/kaizen/table/approved',
      'POST /api/kaizen/table/rejected',
    ]);
  });

  test("a team's kaizens are read once per session, the form's options every five minutes", async () => {
    answer('get', '/api/kaizen/by-team/4', []);
    answer('get', '/api/kaizen', FORM_OPTIONS);
    const requests = recordRequests();
    const fetchBoth = () =>
      Promise.all([
        client().fetchQuery(teamKaizens(4)),
        client().fetchQuery(kaizenQueries.formOptions()),
      ]);

    await fetchBoth();
    vi.setSystemTime(Date.now() + 5 * 60_000 - 1);
    await fetchBoth();
    expect(requests.started('/api/kaizen')).toBe(1);

    vi.setSystemTime(Date.now() + 8 * 60 * 60_000);
    await fetchBoth();
    expect(requests.started('/api/kaizen/by-team/4')).toBe(1);
    expect(requests.started('/api/kaizen')).toBe(2);
  });

  test('one kaizen, the lists and the tables are fetched afresh each time', async () => {
    answer('get', '/api/kaizen/7', buildKaizen({ id: 7 }));
    answer('get', '/api/kaizen/by-user/5', []);
    answer('get', '/api/kaizen/by-type/shared', []);
    const requests = recordRequests();

    for (let i = 0; i < 2; i += 1) {
      await client().fetchQuery(kaizenQueries.detail(7));
      await client().fetchQuery(ownKaizens(5));
      await client().fetchQuery(kaizenQueries.shared());
    }

    expect(requests.all).toHaveLength(6);
  });

  test('two tables, or two pages of one, are two queries', () => {
    const approved = kaizenQueries.table('approved', { page: 0, size: 10 }).queryKey;
    expect(kaizenQueries.table('declined', { page: 0, size: 10 }).queryKey).not.toEqual(approved);
    expect(kaizenQueries.table('approved', { page: 1, size: 10 }).queryKey).not.toEqual(approved);
  });
});

describe('after a write', () => {
  async function cached() {
    answer('get', '/api/kaizen/7', buildKaizen({ id: 7, title: 'Before' }));
    answer('get', '/api/kaizen/by-team/4', []);
    answer('get', '/api/kaizen', FORM_OPTIONS);
    await client().fetchQuery(kaizenQueries.detail(7));
    await client().fetchQuery(teamKaizens(4));
    await client().fetchQuery(kaizenQueries.formOptions());
  }

  const invalidated = (queryKey: readonly unknown[]) =>
    client().getQueryState(queryKey)?.isInvalidated;

  test('the answer becomes the kaizen, without a GET, and a list it now belongs in goes stale', async () => {
    await cached();
    const requests = recordRequests();
    const team = { id: 4, name: 'Assembly' };
    const changed = kaizenSchema.parse(buildKaizen({ id: 7, title: 'After', team }));

    await storeChangedKaizen(client(), changed);

    expect(client().getQueryData(kaizenQueries.detail(7).queryKey)).toEqual(changed);
    expect(invalidated(kaizenQueries.detail(7).queryKey)).toBe(false);
    expect(invalidated(teamKaizens(4).queryKey)).toBe(true);
    expect(invalidated(kaizenQueries.formOptions().queryKey)).toBe(false);
    expect(requests.all).toEqual([]);
  });

  test('a whole list of its team or author that held it takes it in place, without a GET; a list it joins or leaves goes stale', async () => {
    const author = { id: 30, name: 'Ada Author', picture_src: null };
    const kaizen = (overrides: Parameters<typeof buildKaizen>[0]) =>
      kaizenSchema.parse(
        buildKaizen({ id: 7, author, team: { id: 4, name: 'Assembly' }, ...overrides }),
      );
    const other = kaizenSchema.parse(buildKaizen({ id: 8, team: { id: 4, name: 'Assembly' } }));
    client().setQueryData(teamKaizens(4).queryKey, [kaizen({ title: 'Before' }), other]);
    client().setQueryData(ownKaizens(30).queryKey, [kaizen({ title: 'Before' })]);
    client().setQueryData(teamKaizens(5).queryKey, []);
    client().setQueryData(kaizenQueries.shared().queryKey, []);
    const requests = recordRequests();

    const approved = kaizen({ title: 'After', status: 'approved' });
    await storeChangedKaizen(client(), approved);

    expect(client().getQueryData(teamKaizens(4).queryKey)).toEqual([toTeamKaizen(approved), other]);
    expect(client().getQueryData(ownKaizens(30).queryKey)).toEqual([approved]);
    expect(invalidated(teamKaizens(4).queryKey)).toBe(false);
    expect(invalidated(ownKaizens(30).queryKey)).toBe(false);
    expect(invalidated(teamKaizens(5).queryKey)).toBe(false);
    expect(invalidated(kaizenQueries.shared().queryKey)).toBe(true);

    // Now in team 5: the list it left and the one it joins are read again when next shown.
    await storeChangedKaizen(client(), kaizen({ team: { id: 5, name: 'Paint' } }));
    expect(invalidated(teamKaizens(4).queryKey)).toBe(true);
    expect(invalidated(teamKaizens(5).queryKey)).toBe(true);
    expect(requests.all).toEqual([]);
  });

  test('a list whose read was under way when the write landed is stale once that read ends', async () => {
    // Fetched ahead as the pointer went to its menu entry: that GET may have left first.
    let answerList: (list: never[]) => void = () => undefined;
    const listRead = new Promise<never[]>((resolve) => {
      answerList = resolve;
    });
    const { queryKey } = kaizenQueries.shared();
    void client().prefetchQuery({ queryKey, queryFn: () => listRead });

    await storeChangedKaizen(client(), kaizenSchema.parse(buildKaizen({ id: 7 })));
    answerList([]);

    await vi.waitFor(() => expect(client().getQueryState(queryKey)?.status).toBe('success'));
    expect(invalidated(queryKey)).toBe(true);
  });

  test('a list removed while its read was under way leaves nothing listening to the cache', async () => {
    const { queryKey } = kaizenQueries.shared();
    void client().prefetchQuery({ queryKey, queryFn: () => new Promise<never[]>(() => undefined) });

    await storeChangedKaizen(client(), kaizenSchema.parse(buildKaizen({ id: 7 })));
    expect(client().getQueryCache().hasListeners()).toBe(true);
    client().removeQueries({ queryKey });

    expect(client().getQueryCache().hasListeners()).toBe(false);
  });

  test('a write without an answer makes every kaizen query stale, the kaizen too', async () => {
    await cached();
    const lists = [
      kaizenQueries.shared(),
      ownKaizens(5),
      kaizenQueries.table('approved', { page: 0, size: 10 }),
    ];
    for (const { queryKey } of lists) client().setQueryData(queryKey, []);

    await invalidateKaizens(client());

    expect(invalidated(kaizenQueries.detail(7).queryKey)).toBe(true);
    expect(invalidated(teamKaizens(4).queryKey)).toBe(true);
    expect(lists.map(({ queryKey }) => invalidated(queryKey))).toEqual([true, true, true]);
    expect(invalidated(kaizenQueries.formOptions().queryKey)).toBe(false);
  });
});
