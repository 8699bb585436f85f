import { expect, test, vi } from 'vitest';

const events = vi.hoisted(() => [] as string[]);
const rootOptions = vi.hoisted(() => [] as unknown[]);

vi.mock('@/lib/locale', () => ({
  // Runs in the task that evaluates the modules: a task queued here runs once that one ends.
  initLocale: () => setTimeout(() => events.push('another task'), 0),
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
vi.mock('react-dom/client', () => ({
  createRoot: (_container: unknown, options: unknown) => {
    rootOptions.push(options);
    return { render: () => events.push('rendered') };
  },
}));

test('the app (and with it the first loads) starts in a task after the modules were evaluated', async () => {
  await import('./main');

  // Without the task boundary the app would be drawn before any other task could run. The first
  // entry's loads start before React's first render, which is a task later (issue 14 item 2).
  await vi.waitFor(() =>
    expect(events).toEqual(['another task', 'history created', 'loads started', 'rendered']),
  );
});

test("the root leaves errors our boundaries show on purpose out of the console (React's onCaughtError)", async () => {
  await import('./main');
  const { reportCaughtError } = await import('./app/caught-errors');

  await vi.waitFor(() => expect(rootOptions).toEqual([{ onCaughtError: reportCaughtError }]));
});
