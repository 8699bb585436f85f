import { QueryObserver } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { z } from 'zod/mini';
import { request } from '@/api/http';
import { server } from '@/mocks/server';
import { failureOf, recordRequests } from '@tests/utils/api';
import { createQueryClient } from './query-client';
import { filledByReadAhead, readAhead, readsAheadOpen } from './reads-ahead';

const team = z.object({ id: z.number() });
const options = {
  queryKey: ['team'],
  queryFn: () => request(team, { method: 'get', url: '/api/team' }),
};

/** `/api/team` answering 500 the first `failures` times, then `{ id: 1 }`. */
function teamAnswering(failures = 0) {
  let asked = 0;
  server.use(
    http.get('/api/team', () => {
      asked += 1;
      return asked <= failures
        ? HttpResponse.json({ message: 'Server Error' }, { status: 500 })
        : HttpResponse.json({ id: 1 });
    }),
  );
  return recordRequests();
}

afterEach(() => vi.useRealTimers());

describe('a page’s first data read ahead while the page is on its way', () => {
  test('the read starts at once, and the page’s query takes its answer instead of asking', async () => {
    let answer = () => undefined as void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/team', async () => {
        await held;
        return HttpResponse.json({ id: 1 });
      }),
    );
    const requests = recordRequests();
    const client = createQueryClient();

    readAhead(client, options);
    await vi.waitFor(() => expect(requests.started('/api/team')).toBe(1));
    expect(client.getQueryCache().getAll()).toEqual([]);
    const asked = client.fetchQuery(options);
    answer();

    await expect(asked).resolves.toEqual({ id: 1 });
    expect(requests.started('/api/team')).toBe(1);
  });

  test('an answer that lands before the page asks is in its first render, and not asked again', async () => {
    const requests = teamAnswering();
    const client = createQueryClient();

    readAhead(client, options);
    await vi.waitFor(() => expect(client.getQueryData(['team'])).toEqual({ id: 1 }));
    const page = new QueryObserver(client, options);
    expect(page.getCurrentResult()).toMatchObject({ status: 'success', data: { id: 1 } });
    const stop = page.subscribe(() => undefined);

    // A mount's fetch starts as it subscribes: none did.
    expect(client.isFetching()).toBe(0);
    expect(requests.started('/api/team')).toBe(1);
    stop();
  });

  test('once the first page is drawn, a later mount (a revisit) reads again', async () => {
    const requests = teamAnswering();
    const client = createQueryClient();
    readAhead(client, options);
    await vi.waitFor(() => expect(client.getQueryData(['team'])).toEqual({ id: 1 }));
    const query = client.getQueryCache().find({ queryKey: ['team'] });
    expect(query && filledByReadAhead(query)).toBe(true);

    readsAheadOpen(client, true);
    await vi.waitFor(() => expect(query && filledByReadAhead(query)).toBe(false));
    const stop = new QueryObserver(client, options).subscribe(() => undefined);

    expect(client.isFetching()).toBe(1);
    await vi.waitFor(() => expect(requests.started('/api/team')).toBe(2));
    stop();
  });

  test('a failed read ahead is the query’s first attempt: one retry, then the error', async () => {
    const requests = teamAnswering(2);
    const client = createQueryClient();

    readAhead(client, options);
    await vi.waitFor(() => expect(requests.started('/api/team')).toBe(1));
    const failure = await failureOf(client.fetchQuery({ ...options, retry: 1, retryDelay: 0 }));

    expect(failure.status).toBe(500);
    expect(requests.started('/api/team')).toBe(2);
  });

  test('an answer no query took within ten seconds is not used: the query asks anew', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const requests = teamAnswering();
    const client = createQueryClient();

    readAhead(client, options);
    await vi.waitFor(() => expect(requests.started('/api/team')).toBe(1));
    vi.setSystemTime(Date.now() + 10_001);
    await client.fetchQuery(options);

    expect(requests.started('/api/team')).toBe(2);
  });

  test('nothing is read ahead for a query the client has, nor taken by another client', async () => {
    const requests = teamAnswering();
    const client = createQueryClient();
    client.setQueryData(['team'], { id: 1 });

    readAhead(client, options);
    const next = createQueryClient();
    readAhead(next, options);
    await vi.waitFor(() => expect(requests.started('/api/team')).toBe(1));
    await createQueryClient().fetchQuery(options);

    expect(requests.started('/api/team')).toBe(2);
  });

  test('nothing is read ahead for a client whose layout is gone (a sign-out)', () => {
    const client = createQueryClient();
    const queryFn = vi.fn(() => Promise.resolve({ id: 1 }));

    readsAheadOpen(client, false);
    readAhead(client, { queryKey: ['team'], queryFn });
    expect(queryFn).not.toHaveBeenCalled();
    readsAheadOpen(client, true);
    readAhead(client, { queryKey: ['team'], queryFn });
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
