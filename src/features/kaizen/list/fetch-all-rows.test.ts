// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { fetchAllRows } from './fetch-all-rows';

const source = (total: number) => {
  const calls: { page: number; size: number }[] = [];
  const rows = Array.from({ length: total }, (_, index) => index + 1);
  const fetchPage = (page: number, size: number) => {
    calls.push({ page, size });
    return Promise.resolve({ data: rows.slice(page * size, (page + 1) * size), total });
  };
  return { calls, fetchPage };
};

describe('fetching every row for an export', () => {
  test('asks page after page until every match is in, reporting progress', async () => {
    const { calls, fetchPage } = source(1234);
    const progress: [number, number][] = [];

    const result = await fetchAllRows(fetchPage, {
      pageSize: 500,
      onProgress: (fetched, expected) => progress.push([fetched, expected]),
    });

    expect(calls).toEqual([
      { page: 0, size: 500 },
      { page: 1, size: 500 },
      { page: 2, size: 500 },
    ]);
    expect(result.rows).toEqual(Array.from({ length: 1234 }, (_, index) => index + 1));
    expect(result.truncated).toBe(false);
    expect(progress).toEqual([
      [500, 1234],
      [1000, 1234],
      [1234, 1234],
    ]);
  });

  test('stops at the cap and says the export was cut short', async () => {
    const { calls, fetchPage } = source(12_000);

    const result = await fetchAllRows(fetchPage, { pageSize: 500, cap: 10_000 });

    expect(calls).toHaveLength(20);
    expect(result.rows).toHaveLength(10_000);
    expect(result).toMatchObject({ total: 12_000, truncated: true });
  });

  test('an empty result takes one request', async () => {
    const { calls, fetchPage } = source(0);

    expect((await fetchAllRows(fetchPage)).rows).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  test('cancelling stops before the next request', async () => {
    const { calls, fetchPage } = source(2000);
    let stop = false;

    const run = fetchAllRows(fetchPage, {
      pageSize: 500,
      onProgress: () => {
        stop = true;
      },
      cancelled: () => stop,
    });

    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls).toHaveLength(1);
  });
});
