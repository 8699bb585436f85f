// @vitest-environment node
import { afterEach, expect, test } from 'vitest';
import type { CurrentUser } from '@/api/schemas/user';
import { useSessionStore } from './session-store';

const lead = {
  id: 2,
  name: 'Lea',
  active_team: { id: 1, name: 'Productie' },
} as unknown as CurrentUser;

afterEach(() => useSessionStore.getState().clear());

test('the same user read again keeps its object: what shows the user is not drawn again', () => {
  useSessionStore.getState().setUser(lead);
  const shown = useSessionStore.getState().user;
  let changes = 0;
  const stop = useSessionStore.subscribe((state, before) => {
    if (state.user !== before.user) changes += 1;
  });

  useSessionStore.getState().setUser(structuredClone(lead));

  stop();
  expect(useSessionStore.getState().user).toBe(shown);
  expect(changes).toBe(0);
});

test('a user read again with a change replaces it', () => {
  useSessionStore.getState().setUser(lead);
  const moved = { ...lead, active_team: { id: 2, name: 'Logistiek' } } as CurrentUser;

  useSessionStore.getState().setUser(moved);

  expect(useSessionStore.getState().user).toBe(moved);
});
