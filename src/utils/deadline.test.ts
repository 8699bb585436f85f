// @vitest-environment node
import { expect, test, vi } from 'vitest';
import { DeadlineError, withDeadline } from './deadline';

test('a promise that settles in time keeps its own outcome and leaves no timer', async () => {
  vi.useFakeTimers();
  try {
    await expect(withDeadline(Promise.resolve(3), 100)).resolves.toBe(3);
    await expect(withDeadline(Promise.reject(new Error('own')), 100)).rejects.toThrow('own');
    expect(vi.getTimerCount()).toBe(0);
  } finally {
    vi.useRealTimers();
  }
});

test('one that has not settled when the time is up fails with a DeadlineError, not before', async () => {
  vi.useFakeTimers();
  try {
    const late = withDeadline(new Promise<number>(() => undefined), 100);
    let settled = false;
    const outcome = late.catch((error: unknown) => error).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(99);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(DeadlineError);
    expect(error).toHaveProperty('name', 'DeadlineError');
    expect(String(error)).toContain('no answer within 100 ms');
  } finally {
    vi.useRealTimers();
  }
});
