import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import { z } from 'zod/mini';
import { request } from '@/api/http';
import { server } from '@/mocks/server';
import { failureOf } from '@tests/utils/api';
import { createQueryClient, refetchAfterUnreadableSaves } from './query-client';

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
