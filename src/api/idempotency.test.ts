import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { z } from 'zod/mini';
import { server } from '@/mocks/server';
import { ApiError } from './api-error';
import { failureOf } from '@tests/utils/api';
import { request, spoofed } from './http';
import { keyForWrite } from './idempotency';
import { fetchCompanyTable } from './companies';
import { fetchApprovedTable, fetchDeclinedTable } from './kaizens';
import { filterTeams } from './teams';
import { fetchUserTable, fetchUserTeams } from './users';
import { uploadEditorImage } from './content';
import { buildEditorImage } from '@tests/factories';

const saved = z.object({ id: z.number() });
const KEY = 'Idempotency-Key';

/** Answers `POST /api/thing` with each of `answers` in turn and records the keys it received. */
function thingServer(...answers: (() => Response)[]) {
  const keys: (string | null)[] = [];
  server.use(
    http.post('/api/thing', ({ request: received }) => {
      keys.push(received.headers.get(KEY));
      return (answers[keys.length - 1] ?? (() => HttpResponse.json({ id: 1 })))();
    }),
  );
  return keys;
}

const post = (name: string) =>
  request(saved, { method: 'post', url: '/api/thing', data: { name } });

describe('a write names itself with an idempotency key', () => {
  test('a retry after an unknown outcome carries the same key; a new write a new one', async () => {
    const keys = thingServer(
      () => HttpResponse.error(),
      () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
    );

    await failureOf(post('Lijn 3'));
    await failureOf(post('Lijn 3'));
    await post('Lijn 3');
    await post('Lijn 3');

    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    // The last one followed a success: the user did it again on purpose.
    expect(keys[3]).not.toBe(keys[0]);
  });

  test('a refusal settles the write: sending it again is a new attempt', async () => {
    const keys = thingServer(() => HttpResponse.json({ errors: {} }, { status: 422 }));

    await failureOf(post('Lijn 3'));
    await post('Lijn 3');

    expect(keys[1]).not.toBe(keys[0]);
  });

  test('another write never borrows an unsettled key', async () => {
    const keys = thingServer(() => HttpResponse.error());

    await failureOf(post('Lijn 3'));
    await post('Lijn 4');

    expect(keys[1]).not.toBe(keys[0]);
  });

  test('a POST create answered with an empty 200 is sent exactly once: saved but unreadable', async () => {
    const keys = thingServer(() => new HttpResponse('', { status: 200 }));

    const error = await failureOf(post('Lijn 3'));

    expect(error.savedButUnreadable).toBe(true);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('a POST create answered with an HTML page is not sent again either', async () => {
    const keys = thingServer(
      () => new HttpResponse('<!doctype html><title>Login</title>', { status: 200 }),
    );

    expect((await failureOf(post('Lijn 3'))).savedButUnreadable).toBe(true);
    expect(keys).toHaveLength(1);
  });

  test('a spoofed PUT answered with an empty 200 is sent once more under the same key', async () => {
    const keys = thingServer(() => new HttpResponse('', { status: 200 }));

    expect(await spoofed(saved, 'PUT', '/api/thing', { name: 'Lijn 3' })).toEqual({ id: 1 });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  test('a PUT answered with an HTML page is sent once more under the same key', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.put('/api/thing/1', ({ request: received }) => {
        keys.push(received.headers.get(KEY));
        return keys.length === 1
          ? new HttpResponse('<!doctype html><title>Login</title>', { status: 200 })
          : HttpResponse.json({ id: 1 });
      }),
    );

    expect(await request(saved, { method: 'put', url: '/api/thing/1', data: {} })).toEqual({
      id: 1,
    });
    expect(keys).toEqual([keys[0], keys[0]]);
  });

  test('a POST marked repeatable (a table query) is sent once more under the same key', async () => {
    const keys = thingServer(() => new HttpResponse('', { status: 200 }));

    const config = { method: 'post', url: '/api/thing', data: { page: 0 }, repeatable: true };
    expect(await request(saved, config)).toEqual({ id: 1 });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  test('a JSON POST naming its method in _method counts as that method', async () => {
    const keys = thingServer(() => new HttpResponse('', { status: 200 }));

    const config = { method: 'post', url: '/api/thing', data: { _method: 'patch', name: 'x' } };
    expect(await request(saved, config)).toEqual({ id: 1 });
    expect(keys).toHaveLength(2);
  });

  test.each([
    ['a _method that is not text', { _method: 1 }],
    ['no body', undefined],
    ['a null body', null],
    ['a body that is text', 'name=x'],
  ])('a POST with %s is a create: sent once', async (_, data) => {
    const keys = thingServer(() => new HttpResponse('', { status: 200 }));

    const error = await failureOf(request(saved, { method: 'post', url: '/api/thing', data }));

    expect(error.savedButUnreadable).toBe(true);
    expect(keys).toHaveLength(1);
  });

  test('twice unreadable is still "saved but unreadable", never a third send', async () => {
    const unreadable = () => new HttpResponse('', { status: 200 });
    const keys = thingServer(unreadable, unreadable, unreadable);

    const error = await failureOf(spoofed(saved, 'PUT', '/api/thing', { name: 'Lijn 3' }));

    expect(error.savedButUnreadable).toBe(true);
    expect(keys).toHaveLength(2);
  });

  test('reads carry no key', async () => {
    let key: string | null = 'unset';
    server.use(
      http.get('/api/thing', ({ request: received }) => {
        key = received.headers.get(KEY);
        return HttpResponse.json({ id: 1 });
      }),
    );

    await request(saved, { url: '/api/thing' });

    expect(key).toBeNull();
  });
});

describe('which writes count as the same write', () => {
  /** The key a write gets while an earlier one is unsettled; every key is settled afterwards. */
  function keysOf(...writes: Parameters<typeof keyForWrite>[0][]) {
    const keys = writes.map((write) => keyForWrite(write));
    keys.forEach((key) => key?.settle(null));
    return keys.map((key) => key?.key);
  }

  test('the same method, address, query and body: the same key', () => {
    const write = { method: 'post', url: '/api/thing', params: { a: 1 }, data: { name: 'x' } };
    const [first, second] = keysOf(write, { ...write });

    expect(second).toBe(first);
  });

  test('a body given as its JSON text is the same write as the object: the same bytes are sent', () => {
    const write = { method: 'post', url: '/api/thing', data: { name: 'x' } };
    const [first, second] = keysOf(write, { ...write, data: '{"name":"x"}' });

    expect(second).toBe(first);
  });

  test.each([
    ['the method', { method: 'put' }],
    ['the address', { url: '/api/other' }],
    ['the query', { params: { a: 2 } }],
    ['the body', { data: { name: 'y' } }],
  ])('another %s: another key', (_, change) => {
    const write = { method: 'post', url: '/api/thing', params: { a: 1 }, data: { name: 'x' } };
    const [first, second] = keysOf(write, { ...write, ...change });

    expect(second).not.toBe(first);
  });

  test('form data is compared by its fields, and files by name, type, size and date', () => {
    const form = (name: string, file: File) => {
      const data = new FormData();
      data.append('title', name);
      data.append('photo', file);
      return { method: 'post', url: '/api/thing', data };
    };
    const photo = (name: string, bytes: string, lastModified = 1) =>
      new File([bytes], name, { type: 'image/png', lastModified });
    const [same, again, otherTitle, otherFile, otherSize, otherDate] = keysOf(
      form('Lijn 3', photo('a.png', 'xy')),
      form('Lijn 3', photo('a.png', 'xy')),
      form('Lijn 4', photo('a.png', 'xy')),
      form('Lijn 3', photo('b.png', 'xy')),
      form('Lijn 3', photo('a.png', 'xyz')),
      form('Lijn 3', photo('a.png', 'xy', 2)),
    );

    expect(again).toBe(same);
    expect(new Set([same, otherTitle, otherFile, otherSize, otherDate]).size).toBe(5);
  });

  test('HEAD and OPTIONS are reads: no key; a write without a method is a GET', () => {
    expect(keysOf({ method: 'head' }, { method: 'OPTIONS' }, { url: '/api/thing' })).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  test('only an unknown outcome keeps the key: no answer, a 5xx, a 2xx unreadable', () => {
    const write = { method: 'delete', url: '/api/thing/1' };
    const keptAfter = (error: ApiError | null) => {
      const first = keyForWrite(write);
      first?.settle(error);
      const second = keyForWrite(write);
      second?.settle(null);
      return second?.key === first?.key;
    };
    const failure = (kind: ApiError['kind'], status: number) =>
      new ApiError({ kind, status, message: '', method: 'DELETE' });

    expect(keptAfter(failure('network', 0))).toBe(true);
    expect(keptAfter(failure('http', 500))).toBe(true);
    expect(keptAfter(failure('invalid-response', 200))).toBe(true);
    expect(keptAfter(failure('http', 499))).toBe(false);
    expect(keptAfter(failure('http', 404))).toBe(false);
    expect(keptAfter(null)).toBe(false);
  });
});

describe('the POSTs that may be sent twice: the table queries, which only read, and the editor image', () => {
  test.each([
    ['/api/kaizen/table/approved', () => fetchApprovedTable({ page: 0, size: 10 })],
    ['/api/kaizen/table/rejected', () => fetchDeclinedTable({ page: 0, size: 10 })],
    ['/crud/company/table', () => fetchCompanyTable({ page: 0, size: 10 })],
    ['/api/user/table', () => fetchUserTable({ page: 0, size: 10 })],
    ['/api/team/filter', () => filterTeams({ isDeleted: false })],
    ['/api/user/teams', () => fetchUserTeams()],
  ])('POST %s answered unreadably is asked once more', async (path, fetchTable) => {
    let sent = 0;
    server.use(
      http.post(path, () => {
        sent += 1;
        return sent === 1
          ? new HttpResponse('', { status: 200 })
          : HttpResponse.json({ data: [], total: 0 });
      }),
    );

    await expect(fetchTable()).resolves.toEqual({ data: [], total: 0 });
    expect(sent).toBe(2);
  });
});

test('an editor image upload answered unreadably is sent once more: the editor needs its address', async () => {
  const image = buildEditorImage({ id: 3 });
  let sent = 0;
  server.use(
    http.post('/crud/editor_image', () => {
      sent += 1;
      return sent === 1 ? new HttpResponse('', { status: 200 }) : HttpResponse.json(image);
    }),
  );

  await expect(uploadEditorImage(new Blob(['png'], { type: 'image/png' }))).resolves.toMatchObject({
    id: 3,
  });
  expect(sent).toBe(2);
});
