import { beforeEach, describe, expect, test, vi } from 'vitest';
import { buildKaizen } from '@tests/factories';
import { answer, recordRequests } from '@tests/utils/api';
import { invalidateKaizens, kaizenQueries, storeChangedKaizen } from './kaizen-queries';
import { kaizenSchema } from './schemas/kaizen';
import { queryClientPerTest } from '@tests/utils/query-client';

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
    await client().fetchQuery(kaizenQueries.byTeam(4));
    await client().fetchQuery(kaizenQueries.byUser(5));
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

  test("a team's kaizens are kept a minute, the form's options five", async () => {
    answer('get', '/api/kaizen/by-team/4', []);
    answer('get', '/api/kaizen', FORM_OPTIONS);
    const requests = recordRequests();
    const fetchBoth = () =>
      Promise.all([
        client().fetchQuery(kaizenQueries.byTeam(4)),
        client().fetchQuery(kaizenQueries.formOptions()),
      ]);

    await fetchBoth();
    vi.setSystemTime(Date.now() + 59_999);
    await fetchBoth();
    expect(requests.started('/api/kaizen/by-team/4')).toBe(1);

    vi.setSystemTime(Date.now() + 1);
    await fetchBoth();
    expect(requests.started('/api/kaizen/by-team/4')).toBe(2);
    expect(requests.started('/api/kaizen')).toBe(1);

    vi.setSystemTime(Date.now() + 4 * 60_000);
    await fetchBoth();
    expect(requests.started('/api/kaizen')).toBe(2);
  });

  test('one kaizen, the lists and the tables are fetched afresh each time', async () => {
    answer('get', '/api/kaizen/7', buildKaizen({ id: 7 }));
    answer('get', '/api/kaizen/by-user/5', []);
    answer('get', '/api/kaizen/by-type/shared', []);
    const requests = recordRequests();

    for (let i = 0; i < 2; i += 1) {
      await client().fetchQuery(kaizenQueries.detail(7));
      await client().fetchQuery(kaizenQueries.byUser(5));
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
    await client().fetchQuery(kaizenQueries.byTeam(4));
    await client().fetchQuery(kaizenQueries.formOptions());
  }

  const invalidated = (queryKey: readonly unknown[]) =>
    client().getQueryState(queryKey)?.isInvalidated;

  test('the answer becomes the kaizen, without a GET, and every list goes stale', async () => {
    await cached();
    const requests = recordRequests();
    const changed = kaizenSchema.parse(buildKaizen({ id: 7, title: 'After' }));

    await storeChangedKaizen(client(), changed);

    expect(client().getQueryData(kaizenQueries.detail(7).queryKey)).toEqual(changed);
    expect(invalidated(kaizenQueries.detail(7).queryKey)).toBe(false);
    expect(invalidated(kaizenQueries.byTeam(4).queryKey)).toBe(true);
    expect(invalidated(kaizenQueries.formOptions().queryKey)).toBe(false);
    expect(requests.all).toEqual([]);
  });

  test('a write without an answer makes every kaizen query stale, the kaizen too', async () => {
    await cached();
    const lists = [
      kaizenQueries.shared(),
      kaizenQueries.byUser(5),
      kaizenQueries.table('approved', { page: 0, size: 10 }),
    ];
    for (const { queryKey } of lists) client().setQueryData(queryKey, []);

    await invalidateKaizens(client());

    expect(invalidated(kaizenQueries.detail(7).queryKey)).toBe(true);
    expect(invalidated(kaizenQueries.byTeam(4).queryKey)).toBe(true);
    expect(lists.map(({ queryKey }) => invalidated(queryKey))).toEqual([true, true, true]);
    expect(invalidated(kaizenQueries.formOptions().queryKey)).toBe(false);
  });
});
