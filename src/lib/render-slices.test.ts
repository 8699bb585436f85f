import {
  unstable_forceFrameRate,
  unstable_NormalPriority,
  unstable_scheduleCallback,
  unstable_shouldYield,
} from 'scheduler';
import { afterEach, expect, test, vi } from 'vitest';
import { RENDER_SLICE_MS, sliceRendersAt } from './render-slices';

afterEach(() => unstable_forceFrameRate(0)); // The scheduler's own 5 ms again.

/** Whether React's scheduler, `elapsedMs` into one of its tasks, asks the render to yield. */
async function yieldsAfter(elapsedMs: number): Promise<boolean> {
  let now = 1000;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  return new Promise((done) => {
    unstable_scheduleCallback(unstable_NormalPriority, () => {
      now += elapsedMs;
      done(unstable_shouldYield());
    });
  });
}

test('a render goes on for the whole slice, and yields once it is over', async () => {
  sliceRendersAt();
  expect(await yieldsAfter(RENDER_SLICE_MS - 5)).toBe(false);
  expect(await yieldsAfter(RENDER_SLICE_MS + 1)).toBe(true);
});

test("without it the scheduler yields after 5 ms, as React's default", async () => {
  expect(await yieldsAfter(10)).toBe(true);
});
