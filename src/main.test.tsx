import { expect, test, vi } from 'vitest';

const events = vi.hoisted(() => [] as string[]);
const rootOptions = vi.hoisted(() => [] as unknown[]);

vi.mock('@/lib/locale', () => ({ initLocale: () => events.push('locale set') }));
vi.mock('@/utils/next-task', () => ({
  // A new task (src/utils/next-task.test.ts): what comes after it is out of the evaluating one.
  nextTask: () => {
    events.push('task boundary');
    return new Promise((resolve) => setTimeout(resolve, 0));
  },
}));
vi.mock('./app/app', () => ({ App: () => null }));
vi.mock('./app/history', () => ({
  createBrowserHistory: () => {
    events.push('history created');
    return {};
  },
}));
vi.mock('./app/route-loads', () => ({
  entryLoader: {
    load: () => {
      events.push('loads started');
      return Promise.resolve();
    },
  },
}));
vi.mock('react-dom/client', () => {
  events.push('React DOM client set up');
  return {
    createRoot: (_container: unknown, options: unknown) => {
      rootOptions.push(options);
      return { render: () => events.push('rendered') };
    },
  };
});

test("the first loads start in a task after the modules were evaluated, React DOM's client is set up in the next, the first render in the one after", async () => {
  await import('./main');

  // Without the first boundary the locale (its storage) and the app would run in the task that
  // evaluates the modules, the start-up's longest; without the second, the loads' calls and
  // preload links and React's first render make one task over 100 ms on a slow phone; React
  // DOM's client, set up with the modules, was half of their task's length there. The
  // loads start before the render (docs/decisions.md, "Nothing awaited before the first paint
  // that does not change it").
  await vi.waitFor(() =>
    expect(events).toEqual([
      'task boundary',
      'locale set',
      'history created',
      'loads started',
      'task boundary',
      'React DOM client set up',
      'task boundary',
      'rendered',
    ]),
  );
});

test("the root leaves errors our boundaries show on purpose out of the console (React's onCaughtError)", async () => {
  await import('./main');
  const { reportCaughtError } = await import('./app/caught-errors');

  await vi.waitFor(() => expect(rootOptions).toEqual([{ onCaughtError: reportCaughtError }]));
});
