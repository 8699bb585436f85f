import { http as msw, HttpResponse } from 'msw';
import { expect, onTestFinished, test, vi } from 'vitest';
import { server } from '@/mocks/server';
import { answer, failureOf } from '@tests/utils/api';
import { http, requestList } from './http';
import type { ResponseParser } from './parsers';

/**
 * A parser that, at the first item of every slice of 500, schedules a macrotask which notes how
 * many items had been checked by the time it ran.
 */
function slicedParser() {
  let checked = 0;
  const macrotaskRanAfter: number[] = [];
  const parser: ResponseParser<number> = {
    safeParse(value) {
      if (checked % 500 === 0) setTimeout(() => macrotaskRanAfter.push(checked), 0);
      checked++;
      return { success: true, data: Number(value) };
    },
  };
  return { parser, macrotaskRanAfter };
}

test('a long list is checked in slices of 500, and other tasks run between two slices', async () => {
  const body = Array.from({ length: 1200 }, (_, index) => index);
  answer('get', '/api/long-list', body);
  const { parser, macrotaskRanAfter } = slicedParser();

  const items = await requestList(parser, { url: '/api/long-list' });

  expect(items).toEqual(body);
  // A task queued while the first slice was checked ran before the second began, and so on:
  // the check handed the main thread back (a microtask would only run them after the last).
  expect(macrotaskRanAfter.slice(0, 2)).toEqual([500, 1000]);
});

test('no item is checked in the task that received the answer: decoding and parsing come first, each in tasks of their own', async () => {
  answer('get', '/api/long-list', [1, 2, 3]);
  let checked = 0;
  const parser: ResponseParser<number> = {
    safeParse(value) {
      checked++;
      return { success: true, data: Number(value) };
    },
  };
  let checkedWhenAnswered: number | undefined;
  let checkedInNextTask: number | undefined;
  // Runs in the task that received the answer; the timer it queues runs in the next task.
  const interceptor = http.interceptors.response.use((response) => {
    checkedWhenAnswered = checked;
    setTimeout(() => (checkedInNextTask = checked), 0);
    return response;
  });
  onTestFinished(() => http.interceptors.response.eject(interceptor));

  const items = await requestList(parser, { url: '/api/long-list' });

  expect(items).toEqual([1, 2, 3]);
  expect(checkedWhenAnswered).toBe(0);
  expect(checkedInNextTask).toBe(0);
});

test('a list answered with an error is read as JSON, as any other answer', async () => {
  answer('get', '/api/long-list', { message: 'Team not found.' }, { status: 404 });

  const error = await failureOf(requestList(slicedParser().parser, { url: '/api/long-list' }));

  expect(error.status).toBe(404);
  expect(error.serverMessage).toBe('Team not found.');
  expect(error.data).toEqual({ message: 'Team not found.' });
});

test('a list answered with text that is not JSON is an invalid response that says so', async () => {
  server.use(msw.get('/api/long-list', () => HttpResponse.text('<html>maintenance</html>')));

  const error = await failureOf(requestList(slicedParser().parser, { url: '/api/long-list' }));

  expect(error.kind).toBe('invalid-response');
  expect(error.message).toContain('an HTML page instead of JSON');
});

test('a bad item is named by its place in the list, also when its parser gives no issue', async () => {
  answer('get', '/api/long-list', [1, 'two']);
  const parser: ResponseParser<number> = {
    safeParse: (value) =>
      typeof value === 'number'
        ? { success: true, data: value }
        : { success: false, error: { issues: [] } },
  };

  const error = await failureOf(requestList(parser, { url: '/api/long-list' }));

  expect(error.kind).toBe('invalid-response');
  expect(error.message).toBe(
    'GET /api/long-list returned a body of the wrong shape (1: Invalid input)',
  );
});

test('a list answered with an empty body is an invalid response that says so', async () => {
  server.use(msw.get('/api/long-list', () => new HttpResponse(null, { status: 200 })));

  const error = await failureOf(requestList(slicedParser().parser, { url: '/api/long-list' }));

  expect(error.message).toBe('GET /api/long-list returned an empty body (body: expected an array)');
});

test('a list wrapped as a Laravel resource is unwrapped', async () => {
  answer('get', '/api/long-list', { data: [1, 2] });

  await expect(requestList(slicedParser().parser, { url: '/api/long-list' })).resolves.toEqual([
    1, 2,
  ]);
});

/** Kaizen-like items, about 170 characters of JSON each; every title holds the characters `},{`. */
const longBody = (count: number) =>
  Array.from({ length: count }, (_, id) => ({
    id,
    title: `Lekkage },{ bij pers ${id}`,
    status: 'open',
    team: { id: 1, name: 'Assemblage' },
    created_at: '2026-03-04T05:06:07.000000Z',
  }));

/** Each JSON.parse of the list's text, by its length, and after how many of them a task ran. */
function watchParses() {
  const lengths: number[] = [];
  let taskRanAfter: number | undefined;
  const parse = JSON.parse.bind(JSON);
  const spy = vi.spyOn(JSON, 'parse').mockImplementation((text: string) => {
    if (lengths.length === 0) setTimeout(() => (taskRanAfter = lengths.length), 0);
    lengths.push(text.length);
    return parse(text) as unknown;
  });
  onTestFinished(() => spy.mockRestore());
  return { lengths, taskRanAfter: () => taskRanAfter };
}

test('a long list is parsed a slice of items at a time, other tasks running between two slices', async () => {
  const body = longBody(6000);
  answer('get', '/api/long-list', body);
  const passThrough: ResponseParser<unknown> = {
    safeParse: (value) => ({ success: true, data: value }),
  };
  const parses = watchParses();

  const items = await requestList(passThrough, { url: '/api/long-list' });

  expect(items).toEqual(body);
  const total = JSON.stringify(body).length;
  expect(parses.lengths.length).toBeGreaterThan(3);
  expect(Math.max(...parses.lengths)).toBeLessThan(total / 2);
  expect(parses.taskRanAfter()).toBe(1);
});

test('a long Laravel resource collection is parsed in slices too', async () => {
  const body = longBody(3000);
  answer('get', '/api/long-list', { data: body });
  const parses = watchParses();

  const items = await requestList(
    { safeParse: (value) => ({ success: true, data: value }) },
    { url: '/api/long-list' },
  );

  expect(items).toEqual(body);
  expect(parses.lengths.length).toBeGreaterThan(1);
});

test('a list whose texts are full of object boundaries is still read whole and right', async () => {
  const body = longBody(3000).map((item) => ({ ...item, title: '},{'.repeat(40) }));
  answer('get', '/api/long-list', body);

  const items = await requestList(
    { safeParse: (value) => ({ success: true, data: value }) },
    { url: '/api/long-list' },
  );

  expect(items).toEqual(body);
});
