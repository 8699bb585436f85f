import { QueryObserver } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { z } from 'zod/mini';
import { request } from '@/api/http';
import { server } from '@/mocks/server';
import { failureOf, recordRequests } from '@tests/utils/api';
import { createQueryClient, prefetchFirstData, refetchAfterUnreadableSaves } from './query-client';

const created = z.object({ id: z.number() });
const client = createQueryClient();
const stop = refetchAfterUnreadableSaves(client);
afterEach(() => client.clear());

function seedScreen() {
  client.setQueryData(['teams'], ['Productie']);
  client.setQueryData(['kaizens', 1], []);
}
const invalidated = () =>
  [['teams'], ['kaizens', 1]].map((key) => client.getQueryState(key)?.isInvalidated);

describe('what is on screen after a save the server answered unreadably', () => {
  test('a create answered 2xx unreadably marks every cached answer out of date', async () => {
    server.use(http.post('/api/team', () => new HttpResponse('', { status: 200 })));
    seedScreen();

    const failure = await failureOf(request(created, { method: 'post', url: '/api/team' }));

    expect(failure.savedButUnreadable).toBe(true);
    expect(invalidated()).toEqual([true, true]);
  });

  test('a failed write and an unreadable read leave the cache as it was', async () => {
    server.use(
      http.post('/api/team', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
      http.get('/api/team', () => new HttpResponse('<html></html>', { status: 200 })),
    );
    seedScreen();

    await failureOf(request(created, { method: 'post', url: '/api/team' }));
    await failureOf(request(created, { method: 'get', url: '/api/team' }));

    expect(invalidated()).toEqual([false, false]);
  });

  test('after unsubscribing nothing is marked', async () => {
    stop();
    server.use(http.post('/api/team', () => new HttpResponse('', { status: 200 })));
    seedScreen();

    await failureOf(request(created, { method: 'post', url: '/api/team' }));

    expect(invalidated()).toEqual([false, false]);
  });
});

describe('which failed reads are tried again', () => {
  // The screens' fault tables answer with 500 and an HTML 200 only: these rows show that a 503
  // page and an empty 200 take the same way through the client as those two.
  test.each([
    ['500', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }), 2],
    [
      '503 HTML',
      () =>
        new HttpResponse('<!doctype html><title>Onderhoud</title>', {
          status: 503,
          headers: { 'Content-Type': 'text/html' },
        }),
      2,
    ],
    [
      'HTML 200',
      () =>
        new HttpResponse('<!doctype html><title>Login</title>', {
          status: 200,
          headers: { 'Content-Type': 'text/html' },
        }),
      1,
    ],
    ['empty 200', () => new HttpResponse('', { status: 200 }), 1],
    ['422', () => HttpResponse.json({ message: 'Ongeldig.' }, { status: 422 }), 1],
  ] as const)('a read answered %s is sent %i time(s) in all', async (_fault, answerWith, sends) => {
    let sent = 0;
    server.use(
      http.get('/api/team', () => {
        sent += 1;
        return answerWith();
      }),
    );

    await failureOf(
      client.fetchQuery({
        queryKey: ['teams'],
        queryFn: () => request(created, { method: 'get', url: '/api/team' }),
      }),
    );

    expect(sent).toBe(sends);
  });
});

describe('reading again after a failure', () => {
  const fresh = createQueryClient();
  afterEach(() => fresh.clear());

  /** GET /api/team answered by `answers` in turn; how many calls there were. */
  function teamAnswers(...answers: (() => Response)[]) {
    let calls = 0;
    server.use(
      http.get('/api/team', () => {
        const next = answers[Math.min(calls, answers.length - 1)];
        calls += 1;
        return next();
      }),
    );
    return () => calls;
  }

  // The retry's delay is TanStack Query's; the choice to retry is the client's.
  const fetchTeam = () =>
    fresh.fetchQuery({
      queryKey: ['team'],
      queryFn: () => request(created, { method: 'get', url: '/api/team' }),
      retryDelay: 0,
    });

  test.each([
    ['a server error', () => HttpResponse.json({}, { status: 503 })],
    ['no answer', () => HttpResponse.error()],
  ])('after %s a read is tried once more', async (_, failure) => {
    const calls = teamAnswers(failure, () => HttpResponse.json({ id: 1 }));

    await expect(fetchTeam()).resolves.toEqual({ id: 1 });
    expect(calls()).toBe(2);
  });

  test('only once', async () => {
    const calls = teamAnswers(() => HttpResponse.json({}, { status: 500 }));

    expect((await failureOf(fetchTeam())).status).toBe(500);
    expect(calls()).toBe(2);
  });

  test('maintenance that says when (Retry-After) is not asked again at once: the screen waits for then', async () => {
    const calls = teamAnswers(
      () => HttpResponse.json({}, { status: 503, headers: { 'Retry-After': '60' } }),
      () => HttpResponse.json({ id: 1 }),
    );

    expect((await failureOf(fetchTeam())).retryAfterSeconds).toBe(60);
    expect(calls()).toBe(1);
  });

  test.each([404, 422, 499])('a %i would answer the same: no second try', async (status) => {
    const calls = teamAnswers(() => HttpResponse.json({}, { status }));

    expect((await failureOf(fetchTeam())).status).toBe(status);
    expect(calls()).toBe(1);
  });

  test('a failure that is not an API error is not tried again', async () => {
    let calls = 0;
    const failing = fresh.fetchQuery({
      queryKey: ['broken'],
      queryFn: () => {
        calls += 1;
        return Promise.reject(new Error('bug'));
      },
      retryDelay: 0,
    });

    await expect(failing).rejects.toThrow('bug');
    expect(calls).toBe(1);
  });

  test('a save is never tried again', async () => {
    let calls = 0;
    server.use(
      http.post('/api/team', () => {
        calls += 1;
        return HttpResponse.json({}, { status: 503 });
      }),
    );

    await expect(
      fresh
        .getMutationCache()
        .build(fresh, {
          mutationFn: () => request(created, { method: 'post', url: '/api/team' }),
          retryDelay: 0,
        })
        .execute(undefined),
    ).rejects.toMatchObject({ status: 503 });
    expect(calls).toBe(1);
  });
});

describe("fetching a page's first data ahead", () => {
  const fresh = createQueryClient();
  afterEach(() => {
    fresh.clear();
    vi.useRealTimers();
  });

  function teams() {
    const requests = recordRequests();
    server.use(http.get('/api/team', () => HttpResponse.json({ id: 1 })));
    const options = {
      queryKey: ['team'],
      queryFn: () => request(created, { method: 'get', url: '/api/team' }),
    };
    return { requests, options };
  }

  test('pointing at the same entry again within ten seconds asks for nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { requests, options } = teams();

    prefetchFirstData(fresh, options);
    const prefetchedAt = Date.now();
    // Waiting moves the faked clock on.
    await vi.waitFor(() => expect(fresh.getQueryData(['team'])).toEqual({ id: 1 }));
    vi.setSystemTime(prefetchedAt + 10_000);
    prefetchFirstData(fresh, options);
    // A fetch starts at once: nothing fetching now means nothing was asked for.
    expect(fresh.isFetching()).toBe(0);
    expect(requests.started('/api/team')).toBe(1);

    vi.setSystemTime(prefetchedAt + 10_001);
    prefetchFirstData(fresh, options);
    expect(fresh.isFetching()).toBe(1);
    await vi.waitFor(() => expect(requests.started('/api/team')).toBe(2));
  });

  test('pointing at another entry right after still fetches its data', async () => {
    const { requests, options } = teams();
    server.use(http.get('/api/team/members', () => HttpResponse.json({ id: 2 })));
    const members = {
      queryKey: ['team', 'members'],
      queryFn: () => request(created, { method: 'get', url: '/api/team/members' }),
    };

    prefetchFirstData(fresh, members);
    prefetchFirstData(fresh, options);

    await vi.waitFor(() => expect(fresh.getQueryData(['team'])).toEqual({ id: 1 }));
    expect(fresh.getQueryData(['team', 'members'])).toEqual({ id: 2 });
    expect(requests.started('/api/team')).toBe(1);
  });

  test('the page that mounts right after takes the prefetched answer', async () => {
    const { options } = teams();

    prefetchFirstData(fresh, options);
    await vi.waitFor(() => expect(fresh.getQueryData(['team'])).toEqual({ id: 1 }));
    const query = fresh.getQueryCache().find({ queryKey: ['team'] });
    const { refetchOnMount } = fresh.getDefaultOptions().queries ?? {};

    expect(typeof refetchOnMount === 'function' && refetchOnMount(query as never)).toBe(false);
    fresh.setQueryData(['other'], 1);
    const other = fresh.getQueryCache().find({ queryKey: ['other'] });
    expect(typeof refetchOnMount === 'function' && refetchOnMount(other as never)).toBe(true);
  });

  test('a write after the prefetched answer: the page that mounts, or pointing again, reads anew', async () => {
    const { requests, options } = teams();
    prefetchFirstData(fresh, options);
    await vi.waitFor(() => expect(fresh.getQueryData(['team'])).toEqual({ id: 1 }));
    // The write lands while the page's code is still on its way: nothing shows the query yet.
    await fresh.invalidateQueries({ queryKey: ['team'] });
    expect(requests.started('/api/team')).toBe(1);

    const stopObserving = new QueryObserver(fresh, options).subscribe(() => undefined);
    await vi.waitFor(() => expect(requests.started('/api/team')).toBe(2));
    stopObserving();

    await fresh.invalidateQueries({ queryKey: ['team'], refetchType: 'none' });
    prefetchFirstData(fresh, options);
    await vi.waitFor(() => expect(requests.started('/api/team')).toBe(3));
  });
});
