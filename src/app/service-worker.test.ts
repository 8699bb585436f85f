import { afterEach, expect, test, vi } from 'vitest';
import { currentUserSchema } from '@/api/schemas/user';
import { useSessionStore } from '@/stores/session-store';
import { buildCurrentUser } from '@tests/factories/user';
import { followSession, signedInQuiet } from './service-worker';

const asUser = (id: number) => currentUserSchema.parse(buildCurrentUser({ id }));

function worker() {
  const postMessage = vi.fn();
  const told = (type: string) =>
    postMessage.mock.calls.filter(([message]) => (message as { type: string }).type === type);
  return { postMessage, told };
}

afterEach(() => {
  signedInQuiet.ms = 1000;
  useSessionStore.setState({ status: 'unknown', user: null });
});

test('a sign-in’s pages are told after the sign-in’s own task, once the user pauses; a sign-out at once', async () => {
  signedInQuiet.ms = 0;
  useSessionStore.getState().clear();
  const sw = worker();
  followSession(sw);
  expect(sw.told('signed-out')).toHaveLength(1);

  useSessionStore.getState().setUser(asUser(3));
  // Not in the task of the sign-in, whose own code and data still come.
  expect(sw.told('signed-in')).toEqual([]);
  await vi.waitFor(() => expect(sw.told('signed-in')).toHaveLength(1));

  useSessionStore.getState().clear();
  expect(sw.told('signed-out')).toHaveLength(2);
});

test('another person’s pages go at once, before the next person’s are told', async () => {
  signedInQuiet.ms = 0;
  useSessionStore.getState().setUser(asUser(3));
  const sw = worker();
  followSession(sw);
  expect(sw.told('signed-in')).toHaveLength(1);

  useSessionStore.getState().setUser(asUser(4));
  expect(sw.told('signed-out')).toHaveLength(1);
  await vi.waitFor(() => expect(sw.told('signed-in')).toHaveLength(2));
});
