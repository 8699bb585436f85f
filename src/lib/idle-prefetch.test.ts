import { http } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { checkVerified } from '@/api/auth';
import { whenNoRequestUnderway } from '@/api/http';
import { server } from '@/mocks/server';
import { driveIdleCallbacks, setConnection } from '@tests/utils/idle';
import { prefetchWhenIdle } from './idle-prefetch';

/** One of the app's requests under way (the start-up check) until `answer()` lets it through. */
function verifiedHeld() {
  let answer = () => undefined as void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  server.use(
    http.get('*/verified', async () => {
      await held;
      return undefined; // Then the demo backend's own answer.
    }),
  );
  return { answer, call: checkVerified() };
}

describe('prefetching while the browser is idle', () => {
  test('runs one task per idle period, in order, and nothing before the browser is idle', () => {
    const idle = driveIdleCallbacks();
    const done: string[] = [];

    prefetchWhenIdle([() => done.push('a'), () => done.push('b')]);
    expect(done).toEqual([]);

    idle.runNext();
    expect(done).toEqual(['a']);
    idle.runNext();
    expect(done).toEqual(['a', 'b']);
    expect(idle.waiting()).toBe(0);
  });

  test('cancelling drops the tasks not yet run', () => {
    const idle = driveIdleCallbacks();
    const task = vi.fn();

    prefetchWhenIdle([task])();

    expect(idle.runNext()).toBe(false);
    expect(task).not.toHaveBeenCalled();
  });

  test.each([
    ['the user asked to save data', { saveData: true, effectiveType: '4g' }],
    ['the connection is 2G', { effectiveType: '2g' }],
    ['the connection is slow 2G', { effectiveType: 'slow-2g' }],
  ])('nothing is fetched ahead when %s', (_, connection) => {
    const idle = driveIdleCallbacks();
    setConnection(connection);
    const task = vi.fn();

    prefetchWhenIdle([task]);
    idle.runNext();

    expect(task).not.toHaveBeenCalled();
  });

  test('a connection that turns slow stops the rest', () => {
    const idle = driveIdleCallbacks();
    const connection = { effectiveType: '4g' };
    setConnection(connection);
    const done: string[] = [];

    prefetchWhenIdle([() => done.push('a'), () => done.push('b')]);
    idle.runNext();
    connection.effectiveType = '2g';
    idle.runNext();

    expect(done).toEqual(['a']);
  });

  test('offline, nothing is fetched ahead', () => {
    const idle = driveIdleCallbacks();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const task = vi.fn();

    prefetchWhenIdle([task]);
    idle.runNext();

    expect(task).not.toHaveBeenCalled();
  });

  test("waits while one of the app's requests is under way: an idle browser may be waiting for the page's data", async () => {
    const idle = driveIdleCallbacks();
    const { answer, call } = verifiedHeld();
    const task = vi.fn();

    prefetchWhenIdle([task]);
    idle.runNext();
    expect(task).not.toHaveBeenCalled();

    answer();
    await call;
    await expect.poll(() => (idle.runNext(), task.mock.calls.length)).toBe(1);
  });

  test('cancelled while a request is under way, nothing runs once it is answered', async () => {
    const idle = driveIdleCallbacks();
    const { answer, call } = verifiedHeld();
    const task = vi.fn();

    const cancel = prefetchWhenIdle([task]);
    idle.runNext();
    cancel();
    answer();
    await call;
    await whenNoRequestUnderway();

    expect(idle.waiting()).toBe(0);
    expect(task).not.toHaveBeenCalled();
  });

  test('an idle period is asked for with a deadline: a page that is never idle still gets it', () => {
    driveIdleCallbacks();

    prefetchWhenIdle([vi.fn()]);

    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 5000 });
  });

  test('without idle callbacks (Safari, jsdom) each task comes after a short pause, until cancelled', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const done: string[] = [];
      const cancel = prefetchWhenIdle([() => done.push('a'), () => done.push('b')]);
      expect(done).toEqual([]);

      vi.advanceTimersToNextTimer();
      expect(done).toEqual(['a']);
      cancel();
      vi.runAllTimers();
      expect(done).toEqual(['a']);
    } finally {
      vi.useRealTimers();
    }
  });
});
