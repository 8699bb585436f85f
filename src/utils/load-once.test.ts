// @vitest-environment node
import { describe, expect, test, vi } from 'vitest';
import { createLoadCache } from './load-once';

describe('the one cache of what loads on demand', () => {
  test('a load in flight is shared and a success is kept', async () => {
    const cache = createLoadCache<string, number>();
    const load = vi.fn(() => Promise.resolve(7));
    const [a, b] = await Promise.all([cache.load('x', load), cache.load('x', load)]);
    await cache.load('x', load);
    expect([a, b, cache.loaded('x')]).toEqual([7, 7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('a failure is never kept: the next attempt asks again', async () => {
    const cache = createLoadCache<string, number>();
    const load = vi
      .fn<() => Promise<number>>()
      .mockRejectedValueOnce(new Error('500'))
      .mockResolvedValueOnce(8);
    await expect(cache.load('x', load)).rejects.toThrow('500');
    expect(cache.pending('x')).toBeUndefined();
    expect(cache.keys()).toEqual([]);
    await expect(cache.load('x', load)).resolves.toBe(8);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
