import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { teamKaizenSchema } from '@/api/schemas/kaizen';
import { createQueryClient } from '@/lib/query-client';
import { keepList, keptList, keptListsSettled } from '@/lib/kept-lists';
import { server } from '@/mocks/server';
import { failNext } from '@tests/utils/api';
import { signInDemoUser } from '@tests/utils/demo-sign-in';
import { holdKeptStore } from '@tests/utils/kept-store';
import { newTestDevice } from '@tests/utils/test-device';
import { teamKaizens } from './team-list';

const TEAM = 1;
const kept = { name: 'team-kaizens', of: String(TEAM) };

const signInLead = () => signInDemoUser('lead');

/**
 * Holds every read of the team's list until `release()`; the demo backend then answers it.
 * `asked` once the first has reached the server.
 */
function holdTeamList() {
  let release = () => {};
  let wasAsked = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const asked = new Promise<void>((resolve) => {
    wasAsked = resolve;
  });
  server.use(
    http.get(`*/api/kaizen/by-team/${TEAM}`, async () => {
      wasAsked();
      await gate;
    }),
  );
  return { release, asked };
}

const staleTimeOf = (client: ReturnType<typeof createQueryClient>) => {
  const query = client.getQueryCache().find({ queryKey: teamKaizens(TEAM).queryKey });
  const { staleTime } = teamKaizens(TEAM);
  if (!query || typeof staleTime !== 'function') throw new Error('no query, or a fixed staleTime');
  // The cache hands back an untyped query; it is the one teamKaizens made.
  return staleTime(query as unknown as Parameters<typeof staleTime>[0]);
};

describe("the team's list in a query client", () => {
  test('the answer is fresh for the session and kept on the device for the user', async () => {
    const lead = await signInLead();
    const client = createQueryClient();

    const list = await client.fetchQuery(teamKaizens(TEAM));

    expect(list.length).toBeGreaterThan(0);
    expect(staleTimeOf(client)).toBe(Infinity);
    await waitFor(async () =>
      expect((await keptList(lead, kept, teamKaizenSchema))?.items).toEqual(list),
    );
  });

  test('a new client draws the kept copy at once, stale, and then takes the answer', async () => {
    const lead = await signInLead();
    const one = { ...(await createQueryClient().fetchQuery(teamKaizens(TEAM)))[0] };
    await keepList(lead, kept, [{ ...one, title: 'Zoals bewaard' }]);
    const held = holdTeamList();
    const client = createQueryClient();

    const answer = client.fetchQuery(teamKaizens(TEAM));

    await waitFor(() =>
      expect(client.getQueryData(teamKaizens(TEAM).queryKey)?.[0]?.title).toBe('Zoals bewaard'),
    );
    expect(staleTimeOf(client)).toBe(0);
    // Dated when it was kept, not now: the screens say how old what they show is.
    const savedAt = (await keptList(lead, kept, teamKaizenSchema))?.savedAt;
    expect(client.getQueryState(teamKaizens(TEAM).queryKey)?.dataUpdatedAt).toBe(savedAt);
    held.release();
    server.resetHandlers();
    const read = await answer;
    expect(read.some(({ title }) => title === 'Zoals bewaard')).toBe(false);
  });

  test('each later state of the list is kept too, the newest last', async () => {
    const lead = await signInLead();
    const client = createQueryClient();
    const list = await client.fetchQuery(teamKaizens(TEAM));

    client.setQueryData(teamKaizens(TEAM).queryKey, [{ ...list[0], title: 'Eerste wijziging' }]);
    client.setQueryData(teamKaizens(TEAM).queryKey, [{ ...list[0], title: 'Tweede wijziging' }]);

    await waitFor(async () =>
      expect(
        (await keptList(lead, kept, teamKaizenSchema))?.items.map(({ title }) => title),
      ).toEqual(['Tweede wijziging']),
    );
  });

  test("another list of the user's kaizens is not kept as the team's", async () => {
    const lead = await signInLead();
    const client = createQueryClient();
    const list = await client.fetchQuery(teamKaizens(TEAM));

    client.setQueryData(['kaizens', 'by-user', lead], [{ ...list[0], title: 'Andere lijst' }]);
    client.setQueryData(teamKaizens(TEAM).queryKey, [{ ...list[0], title: 'Laatste' }]);

    await waitFor(async () =>
      expect(
        (await keptList(lead, kept, teamKaizenSchema))?.items.map(({ title }) => title),
      ).toEqual(['Laatste']),
    );
    expect(
      await keptList(lead, { name: 'team-kaizens', of: String(lead) }, teamKaizenSchema),
    ).toBeUndefined();
  });

  test('a kept copy read only after the answer failed is not drawn over the failure', async () => {
    const lead = await signInLead();
    const one = { ...(await createQueryClient().fetchQuery(teamKaizens(TEAM)))[0] };
    await keepList(lead, kept, [{ ...one, title: 'Zoals bewaard' }]);
    await keptListsSettled();
    const store = await holdKeptStore();
    // Unreadable, so not retried: the answer fails while the kept copy is still being read.
    server.use(
      http.get(`*/api/kaizen/by-team/${TEAM}`, () => new HttpResponse('<html></html>'), {
        once: true,
      }),
    );
    const client = createQueryClient();
    const checked = vi.spyOn(teamKaizenSchema, 'safeParse');

    await expect(client.fetchQuery(teamKaizens(TEAM))).rejects.toThrow();
    store.release();
    // The copy has been read (its one item checked), and what it would draw, drawn.
    await waitFor(() => expect(checked).toHaveBeenCalledOnce());

    const state = client.getQueryState(teamKaizens(TEAM).queryKey);
    expect(state?.status).toBe('error');
    expect(state?.data).toBeUndefined();
  });

  test('a kept copy read while a failed read is tried again by itself is drawn meanwhile', async () => {
    const lead = await signInLead();
    const one = { ...(await createQueryClient().fetchQuery(teamKaizens(TEAM)))[0] };
    await keepList(lead, kept, [{ ...one, title: 'Zoals bewaard' }]);
    await keptListsSettled();
    const store = await holdKeptStore();
    const held = holdTeamList();
    // Answered first: a 500, so the read is tried again (held until the end).
    failNext('get', `*/api/kaizen/by-team/${TEAM}`, 500, 1);
    const client = createQueryClient();

    const answer = client.fetchQuery(teamKaizens(TEAM));
    await held.asked;
    store.release();

    await waitFor(() =>
      expect(client.getQueryData(teamKaizens(TEAM).queryKey)?.[0]?.title).toBe('Zoals bewaard'),
    );
    held.release();
    server.resetHandlers();
    expect((await answer).some(({ title }) => title === 'Zoals bewaard')).toBe(false);
  });

  test("an answer that comes after its test ended keeps nothing on the next test's device", async () => {
    const lead = await signInLead();
    const held = holdTeamList();
    const client = createQueryClient();
    const answered = new Promise<void>((resolve) => {
      client.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') resolve();
      });
    });
    const late = client.fetchQuery(teamKaizens(TEAM));
    await held.asked;

    newTestDevice();
    held.release();
    await late;
    // The client has had the answer, and kept it if it were to: nothing is still being written.
    await answered;
    await keptListsSettled();

    expect(await keptList(lead, kept, teamKaizenSchema)).toBeUndefined();
  });

  test('a read that failed is stale at once, for the next screen or retry to ask again', async () => {
    await signInLead();
    failNext('get', `*/api/kaizen/by-team/${TEAM}`, 500);
    const client = createQueryClient();

    await expect(client.fetchQuery({ ...teamKaizens(TEAM), retry: false })).rejects.toThrow();

    expect(staleTimeOf(client)).toBe(0);
  });
});
