import { expect, test } from 'vitest';
import { answer } from '@tests/utils/api';
import { requestList } from './http';
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
