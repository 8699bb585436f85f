// @vitest-environment node
import { afterEach, expect, test, vi } from 'vitest';
import { nextTask } from './next-task';

afterEach(() => vi.unstubAllGlobals());

test('where the browser has scheduler.yield, the work resumes through it', async () => {
  const yieldToMain = vi.fn(() => Promise.resolve());
  vi.stubGlobal('scheduler', { yield: yieldToMain });

  await nextTask();

  expect(yieldToMain).toHaveBeenCalledOnce();
});

test('elsewhere a task queued before runs first: the work resumes in a later task', async () => {
  const order: string[] = [];
  setTimeout(() => order.push('queued task'), 0);

  await nextTask();
  order.push('resumed');

  expect(order).toEqual(['queued task', 'resumed']);
});

test('a scheduler without yield (only postTask) is passed over for a timer', async () => {
  const postTask = vi.fn(() => Promise.resolve());
  vi.stubGlobal('scheduler', { postTask });
  const order: string[] = [];
  setTimeout(() => order.push('queued task'), 0);

  await nextTask();
  order.push('resumed');

  expect(order).toEqual(['queued task', 'resumed']);
  expect(postTask).not.toHaveBeenCalled();
});
