import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { useNavStore } from '@/stores/nav-store';
import { whenUserPauses } from './user-pause';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function watch(promise: Promise<void>) {
  const state = { done: false };
  void promise.then(() => (state.done = true));
  return state;
}

test('the work waits until the user has stayed on one page for the quiet time', async () => {
  const paused = watch(whenUserPauses(3000));

  await vi.advanceTimersByTimeAsync(2999);
  expect(paused.done).toBe(false);
  await vi.advanceTimersByTimeAsync(1);

  expect(paused.done).toBe(true);
});

test('each page change starts the wait again, so the work never lands on the first clicks', async () => {
  const paused = watch(whenUserPauses(3000));

  await vi.advanceTimersByTimeAsync(2000);
  useNavStore.setState({ leavingTo: '/kaizen/approved' });
  useNavStore.setState({ leavingTo: null });
  await vi.advanceTimersByTimeAsync(2999);
  expect(paused.done).toBe(false);
  useNavStore.setState({ leavingTo: '/home' });
  await vi.advanceTimersByTimeAsync(2999);
  expect(paused.done).toBe(false);
  await vi.advanceTimersByTimeAsync(1);

  expect(paused.done).toBe(true);
});
