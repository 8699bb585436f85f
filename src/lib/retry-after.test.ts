// @vitest-environment node
import { expect, test, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { askedRetryAt, retryAfterTiming } from './retry-after';

test("a 503's Retry-After is when to try again; nothing else asks", () => {
  const at = Date.parse('2026-03-01T10:01:00Z');
  const unavailable = new ApiError({
    kind: 'http',
    status: 503,
    message: 'Onderhoud',
    retryAt: at,
  });
  const other = new ApiError({ kind: 'http', status: 500, message: 'Fout', retryAt: at });

  expect(askedRetryAt(unavailable)).toBe(at);
  expect(askedRetryAt(other)).toBeUndefined();
  expect(askedRetryAt(new Error('503'))).toBeUndefined();
});

test('the retry runs after the wait it was given, unless cancelled first', () => {
  vi.useFakeTimers();
  try {
    const run = vi.fn();
    retryAfterTiming.schedule(run, 1000);
    const cancelled = vi.fn();
    const cancel = retryAfterTiming.schedule(cancelled, 1000);

    vi.advanceTimersByTime(999);
    expect(run).not.toHaveBeenCalled();
    cancel();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  } finally {
    vi.useRealTimers();
  }
});
