import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { server } from '@/mocks/server';
import { buildMember, buildRef, buildTeam } from '@tests/factories';
import { answer, jsonBody, recordRequests } from '@tests/utils/api';
import { TEAMS_KEY, teamQueries } from './team-queries';
import { queryClientPerTest } from '@tests/utils/query-client';

const client = queryClientPerTest();
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});

const refs = (count: number) => Array.from({ length: count }, () => buildRef());

describe('the team queries', () => {
  test('each asks its own call', async () => {
    answer('get', '/crud/team', [buildTeam()]);
    answer('get', '/api/team/4/users', [buildMember()]);
    const filter = answer('post', '/api/team/filter', { data: [], total: 0 });
    const requests = recordRequests();

    await client().fetchQuery(teamQueries.all());
    await client().fetchQuery(teamQueries.members(4));
    await client().fetchQuery(teamQueries.filter({ isDeleted: true, page: 2, search: 'paint' }));

    expect(requests.lines()).toEqual([
      'GET /crud/team',
      'GET /api/team/4/users',
      'POST /api/team/filter',
    ]);
    expect(await jsonBody(filter.only)).toMatchObject({ search: 'paint' });
  });

  test("the teams are kept five minutes, a team's members one", async () => {
    answer('get', '/crud/team', [buildTeam()]);
    answer('get', '/api/team/4/users', [buildMember()]);
    const requests = recordRequests();
    const fetchBoth = () =>
      Promise.all([
        client().fetchQuery(teamQueries.all()),
        client().fetchQuery(teamQueries.members(4)),
      ]);

    await fetchBoth();
    vi.setSystemTime(Date.now() + 59_999);
    await fetchBoth();
    expect(requests.lines()).toHaveLength(2);

    vi.setSystemTime(Date.now() + 1);
    await fetchBoth();
    expect(requests.started('/api/team/4/users')).toBe(2);
    expect(requests.started('/crud/team')).toBe(1);

    vi.setSystemTime(Date.now() + 4 * 60_000);
    await fetchBoth();
    expect(requests.started('/crud/team')).toBe(2);
  });

  test('two filters are two queries', () => {
    const open = teamQueries.filter({ isDeleted: false, page: 0, search: '' }).queryKey;
    expect(teamQueries.filter({ isDeleted: true, page: 0, search: '' }).queryKey).not.toEqual(open);
  });

  test('invalidating the teams reaches every team query', async () => {
    answer('get', '/crud/team', [buildTeam()]);
    answer('get', '/api/team/4/users', [buildMember()]);
    answer('post', '/api/team/filter', { data: [], total: 0 });
    answer('post', '/api/user/teams', { data: [], total: 0 });
    const all = teamQueries.all();
    const members = teamQueries.members(4);
    const filter = teamQueries.filter({ isDeleted: false, page: 0, search: '' });
    const mine = teamQueries.mine('');
    await client().fetchQuery(all);
    await client().fetchQuery(members);
    await client().fetchQuery(filter);
    await client().fetchInfiniteQuery(mine);

    await client().invalidateQueries({ queryKey: TEAMS_KEY });

    for (const { queryKey } of [all, members, filter, mine]) {
      expect(client().getQueryState(queryKey)?.isInvalidated).toBe(true);
    }
  });
});

describe("the user's own teams, ten at a time", () => {
  test('pages are asked for from 0 with the search, while there are more', async () => {
    const requests = recordRequests();
    server.use(
      http.post('/api/user/teams', async ({ request }) => {
        const { start } = (await request.json()) as { start: number };
        return HttpResponse.json({ data: refs(start === 0 ? 10 : 5), total: 15 });
      }),
    );

    const teams = await client().fetchInfiniteQuery({ ...teamQueries.mine('paint'), pages: 3 });

    expect(teams.pages.map((page) => page.data.length)).toEqual([10, 5]);
    const bodies = await Promise.all(requests.to('POST /api/user/teams').map(jsonBody));
    expect(bodies).toMatchObject([
      { start: 0, size: 10, search: 'paint' },
      { start: 10, size: 10, search: 'paint' },
    ]);
  });

  test('the next page is the count of pages loaded, until all are there or one is empty', () => {
    const { getNextPageParam } = teamQueries.mine('');
    const page = (count: number, total: number) => ({ data: refs(count), total });

    expect(getNextPageParam(page(10, 25), [page(10, 25)], 0, [0])).toBe(1);
    expect(getNextPageParam(page(10, 25), [page(10, 25), page(10, 25)], 1, [0, 1])).toBe(2);
    expect(
      getNextPageParam(page(5, 25), [page(10, 25), page(10, 25), page(5, 25)], 2, [0, 1, 2]),
    ).toBeUndefined();
    expect(getNextPageParam(page(10, 10), [page(10, 10)], 0, [0])).toBeUndefined();
    expect(getNextPageParam(page(0, 25), [page(10, 25), page(0, 25)], 1, [0, 1])).toBeUndefined();
  });
});
