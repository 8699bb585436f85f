// @vitest-environment node
import { describe, expect, test, vi } from 'vitest';
import { createLoadCache, loadDeadline, LoadFailedError, loadsSettled } from './load-once';

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

describe('a load that never settles', () => {
  test('fails once the deadline has passed, and the next attempt asks again', async () => {
    vi.useFakeTimers();
    try {
      const cache = createLoadCache<string, number>();
      const load = vi
        .fn<() => Promise<number>>()
        .mockReturnValueOnce(new Promise<number>(() => undefined))
        .mockResolvedValueOnce(5);
      const stalled = expect(cache.load('x', load)).rejects.toThrow(
        `no answer within ${loadDeadline.ms} ms`,
      );
      await vi.advanceTimersByTimeAsync(loadDeadline.ms - 1);
      expect(cache.pending('x')).toBeDefined();
      await vi.advanceTimersByTimeAsync(1);
      await stalled;
      expect(cache.pending('x')).toBeUndefined();
      await expect(cache.load('x', load)).resolves.toBe(5);
    } finally {
      vi.useRealTimers();
    }
  });

  test('a load that arrives in time is not cut short, and leaves no timer behind', async () => {
    vi.useFakeTimers();
    try {
      const cache = createLoadCache<string, number>();
      await expect(cache.load('x', () => Promise.resolve(2))).resolves.toBe(2);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('what the cache says about a load', () => {
  test('nothing is loaded while the load is in flight, or after it failed', async () => {
    const cache = createLoadCache<string, number>();
    let finish: (value: number) => void = () => undefined;
    const loading = cache.load('x', () => new Promise<number>((resolve) => (finish = resolve)));

    expect(cache.pending('x')).toBe(loading);
    expect(cache.isLoaded('x')).toBe(false);
    expect(cache.loaded('x')).toBeUndefined();
    expect(cache.keys()).toEqual(['x']);

    finish(3);
    await loading;
    expect(cache.isLoaded('x')).toBe(true);

    await expect(cache.load('y', () => Promise.reject(new Error('404')))).rejects.toThrow();
    expect(cache.isLoaded('y')).toBe(false);
  });

  test('a value that is undefined once loaded still counts as loaded', async () => {
    const cache = createLoadCache<string, undefined>();

    await cache.load('x', () => Promise.resolve(undefined));

    expect(cache.isLoaded('x')).toBe(true);
  });

  test('clearing forgets everything, and an old failure does not drop the new load', async () => {
    const cache = createLoadCache<string, number>();
    let fail: (error: Error) => void = () => undefined;
    const old = cache.load('x', () => new Promise<number>((_, reject) => (fail = reject)));

    cache.clear();
    expect(cache.keys()).toEqual([]);
    const fresh = cache.load('x', () => Promise.resolve(9));
    fail(new Error('late'));
    await expect(old).rejects.toThrow('late');

    expect(cache.pending('x')).toBe(fresh);
    await expect(fresh).resolves.toBe(9);
  });
});

describe('LoadFailedError', () => {
  test('names what went wrong and keeps its cause', () => {
    const cause = new Error('Failed to fetch dynamically imported module');

    const error = new LoadFailedError(cause);

    expect(error.name).toBe('LoadFailedError');
    expect(error.message).toBe('could not be loaded: Failed to fetch dynamically imported module');
    expect(error.cause).toBe(cause);
    expect(new LoadFailedError('offline').message).toBe('could not be loaded: offline');
  });
});

describe('loads in flight, for the harness that ends a test file', () => {
  // Every promise callback queued so far has run by the next task.
  const afterCallbacks = () => new Promise((resolve) => setTimeout(resolve, 0));
  const watch = () => {
    const state = { settled: false, done: Promise.resolve() };
    state.done = loadsSettled().then(() => {
      state.settled = true;
    });
    return state;
  };

  test('settle once the loads of every cache have, a failed one too', async () => {
    const pages = createLoadCache<string, number>();
    const files = createLoadCache<string, void>();
    let failFile: (error: Error) => void = () => undefined;
    void pages.load('page', () => Promise.resolve(1));
    const file = files.load('file', () => new Promise<void>((_, reject) => (failFile = reject)));
    file.catch(() => undefined);
    const loads = watch();

    await afterCallbacks();
    expect(loads.settled).toBe(false);
    failFile(new Error('404'));
    await loads.done;
    expect(pages.isLoaded('page')).toBe(true);
  });

  test('and a load started by another as it ended', async () => {
    const pages = createLoadCache<string, number>();
    const finish: Record<string, (value: number) => void> = {};
    const pending = (name: string) => new Promise<number>((resolve) => (finish[name] = resolve));
    const page = pages.load('page', async () => {
      const value = await pending('page');
      // The part of a page its code asks for.
      void pages.load('part', () => pending('part'));
      return value;
    });
    const loads = watch();

    finish.page(1);
    await page;
    await afterCallbacks();
    expect(loads.settled).toBe(false);
    finish.part(2);
    await loads.done;
    expect(pages.isLoaded('part')).toBe(true);
  });

  test('settle at once when nothing is in flight', async () => {
    await expect(loadsSettled()).resolves.toBeUndefined();
  });
});
