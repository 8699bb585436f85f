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
