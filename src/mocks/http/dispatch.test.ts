import { getResponse, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import { dispatched } from './dispatch';

const routes = (count: number, seen: string[] = []) =>
  Array.from({ length: count }, (_, index) =>
    http.get(`*/route/${index}`, ({ request }) => {
      seen.push(request.headers.get('cookie') ?? '');
      return HttpResponse.json(index);
    }),
  );

const get = (path: string) => new Request(`http://localhost${path}`, { credentials: 'include' });

describe('dispatched handlers', () => {
  afterEach(() => {
    document.cookie = 'probe=; Max-Age=0';
  });

  test('a request to the last of many routes reads the cookies a few times, not once per route', async () => {
    document.cookie = 'probe=1';
    const seen: string[] = [];
    const response = await getResponse([dispatched(routes(60, seen))], get('/route/59'));

    expect(await response?.json()).toBe(59);
    // msw adds the document's cookies to the header each time a handler looks at a request.
    expect(seen[0].split('probe=1').length - 1).toBeLessThanOrEqual(3);
  });

  test('the first matching handler that answers wins; one that passes hands on to the next', async () => {
    const passing = http.post('*/write', () => undefined);
    const answering = http.post('*/write', () => HttpResponse.json('second'));
    const later = http.post('*/write', () => HttpResponse.json('third'));
    const response = await getResponse(
      [dispatched([passing, answering, later])],
      new Request('http://localhost/write', { method: 'POST' }),
    );

    expect(await response?.json()).toBe('second');
  });

  test('a request no route matches is left to the handlers after', async () => {
    const fallback = http.all('*', () => HttpResponse.json('fallback', { status: 404 }));
    const response = await getResponse([dispatched(routes(3)), fallback], get('/elsewhere'));

    expect(await response?.json()).toBe('fallback');
  });

  test('a route for every method and one with a predicate of its own are handed their requests', async () => {
    const everyMethod = http.all('*/any', () => HttpResponse.json('all'));
    const predicate = http.get(
      ({ request }) => new URL(request.url).pathname.startsWith('/custom/'),
      () => HttpResponse.json('custom'),
    );
    const handlers = [dispatched([everyMethod, predicate])];

    const deleted = await getResponse(
      handlers,
      new Request('http://localhost/any', { method: 'DELETE' }),
    );
    expect(await deleted?.json()).toBe('all');
    expect(await (await getResponse(handlers, get('/custom/1')))?.json()).toBe('custom');
    expect(await getResponse(handlers, get('/other'))).toBeUndefined();
  });

  test('the route params reach the handler', async () => {
    const kaizen = http.get('*/kaizen/:id', ({ params }) => HttpResponse.json(params.id));
    const response = await getResponse([dispatched([kaizen])], get('/kaizen/42'));

    expect(await response?.json()).toBe('42');
  });
});
