import { http } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { checkVerified } from '@/api/auth';
import { server } from '@/mocks/server';
import { driveIdleCallbacks, setConnection } from '@tests/utils/idle';
import { prefetchWhenIdle } from './idle-prefetch';

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
    let answer = () => undefined as void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/verified', async () => {
        await held;
        return undefined; // Then the demo backend's own answer.
      }),
    );
    const call = checkVerified();
    const task = vi.fn();

    prefetchWhenIdle([task]);
    idle.runNext();
    expect(task).not.toHaveBeenCalled();

    answer();
    await call;
    await expect.poll(() => (idle.runNext(), task.mock.calls.length)).toBe(1);
  });
});
