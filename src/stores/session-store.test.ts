// @vitest-environment node
import { afterEach, expect, test } from 'vitest';
import { currentUserSchema } from '@/api/schemas/user';
import { buildCurrentUser } from '@tests/factories';
import { useSessionStore } from './session-store';

const lead = currentUserSchema.parse(
  buildCurrentUser({ active_team: { id: 1, name: 'Productie' } }),
);

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
  const moved = { ...lead, active_team: { ...lead.active_team, id: 2, name: 'Logistiek' } };

  useSessionStore.getState().setUser(moved);

  expect(useSessionStore.getState().user).toBe(moved);
});
