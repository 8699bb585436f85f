import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { kaizenSchema, toTeamKaizen, type TeamKaizen } from '@/api/schemas/kaizen';
import { currentUserSchema } from '@/api/schemas/user';
import { forgetPendingUndoable, scheduleUndoable, undoTiming } from '@/hooks/use-undoable';
import { createQueryClient } from '@/lib/query-client';
import { useSessionStore } from '@/stores/session-store';
import { buildCurrentUser, buildKaizen } from '@tests/factories';
import { answer } from '@tests/utils/api';
import { teamKaizens } from '../team-list';
import { markDecided, pendingKey, setSending } from './decision-store';
import { useReviewCount, useReviewQueue } from './use-review-queue';

const TEAM = { id: 7, name: 'Productie' };

function signIn(permissions: string[]) {
  const user = currentUserSchema.parse(
    buildCurrentUser({ active_team: TEAM, all_permissions: permissions }),
  );
  useSessionStore.setState({ user, status: 'signed-in' });
}

const kaizen = (id: number): TeamKaizen =>
  toTeamKaizen(
    kaizenSchema.parse(buildKaizen({ id, team: TEAM, submitted_at: `2026-03-0${id}T10:00:00Z` })),
  );

/** A client that holds the team's list as read at `readAt`: no request is sent. */
function withTeamList(list: TeamKaizen[] | undefined, readAt = Date.now()) {
  const client = createQueryClient();
  if (list) client.setQueryData(teamKaizens(TEAM.id).queryKey, list, { updatedAt: readAt });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

const idsOf = (queue: readonly TeamKaizen[] | undefined) => queue?.map(({ id }) => id);

afterEach(() => {
  forgetPendingUndoable();
  vi.useRealTimers();
});

describe('the review queue of this session', () => {
  test("the team's kaizens awaiting the user, oldest first", () => {
    signIn(['review kaizen']);
    const { wrapper } = withTeamList([kaizen(3), kaizen(1), kaizen(2)]);

    const { result } = renderHook(() => useReviewQueue(), { wrapper });

    expect(idsOf(result.current.queue)).toEqual([1, 2, 3]);
  });

  test('a kaizen decided here leaves it until the list is read again after the decision', async () => {
    signIn(['review kaizen']);
    const readAt = Date.now() - 60_000;
    const { wrapper, client } = withTeamList([kaizen(1), kaizen(2)], readAt);
    const { result } = renderHook(() => useReviewQueue(), { wrapper });

    act(() => markDecided(1));
    expect(idsOf(result.current.queue)).toEqual([2]);

    // Read again after the decision (it did not hold): the list itself says what became of it.
    const again = [{ ...kaizen(1), title: 'Nog open' }, kaizen(2)];
    act(() => {
      client.setQueryData(teamKaizens(TEAM.id).queryKey, again, { updatedAt: Date.now() + 1 });
    });
    await waitFor(() => expect(idsOf(result.current.queue)).toEqual([1, 2]));
  });

  test('one whose decision is on its way, or waits behind its undo, is out of it; back once undone', () => {
    signIn(['review kaizen']);
    undoTiming.delayMs = 60 * 60_000;
    const { wrapper } = withTeamList([kaizen(1), kaizen(2), kaizen(3)]);
    const { result } = renderHook(() => useReviewQueue(), { wrapper });

    act(() => setSending(1, 'approve'));
    act(() =>
      scheduleUndoable({
        key: pendingKey(2, 'decline'),
        header: 'Afgewezen',
        content: 'Kaizen 2',
        sending: 'Wordt afgewezen',
        undo: 'Ongedaan maken',
        send: () => undefined,
      }),
    );
    expect(idsOf(result.current.queue)).toEqual([3]);

    act(() => {
      setSending(1, null);
      forgetPendingUndoable();
    });
    expect(idsOf(result.current.queue)).toEqual([1, 2, 3]);
  });

  test('no queue until the list is there, and none asked for without an active team', () => {
    useSessionStore.setState({
      user: currentUserSchema.parse(
        buildCurrentUser({ active_team: null, all_permissions: ['review kaizen'] }),
      ),
      status: 'signed-in',
    });
    const { wrapper, client } = withTeamList(undefined);

    const { result } = renderHook(() => useReviewQueue(), { wrapper });

    expect(result.current.queue).toBeUndefined();
    expect(client.getQueryCache().findAll()).toHaveLength(1);
    expect(result.current.query.fetchStatus).toBe('idle');
  });
  test("asks for the active team's list when it is not there yet", async () => {
    signIn(['review kaizen']);
    const received = answer('get', `*/api/kaizen/by-team/${TEAM.id}`, [
      buildKaizen({ id: 1, team: TEAM }),
    ]);
    const { wrapper } = withTeamList(undefined);

    const { result } = renderHook(() => useReviewQueue(), { wrapper });

    await waitFor(() => expect(idsOf(result.current.queue)).toEqual([1]));
    expect(received.all).toHaveLength(1);
  });

  test('nobody signed in: no queue and no count', () => {
    useSessionStore.setState({ user: null });
    const { wrapper } = withTeamList(undefined);

    expect(renderHook(() => useReviewQueue(), { wrapper }).result.current.queue).toBeUndefined();
    expect(renderHook(() => useReviewCount(), { wrapper }).result.current).toBeUndefined();
  });

  test('decided in the same moment the list was read: still out of it', () => {
    vi.useFakeTimers({ now: Date.parse('2026-03-05T10:00:00Z'), toFake: ['Date'] });
    signIn(['review kaizen']);
    const { wrapper } = withTeamList([kaizen(1), kaizen(2)], Date.now());
    const { result } = renderHook(() => useReviewQueue(), { wrapper });

    act(() => markDecided(1));

    expect(idsOf(result.current.queue)).toEqual([2]);
  });
});

describe('"Te beoordelen"', () => {
  test('counted from the list it asks for itself', async () => {
    signIn(['review kaizen']);
    answer('get', `*/api/kaizen/by-team/${TEAM.id}`, [
      buildKaizen({ id: 1, team: TEAM }),
      buildKaizen({ id: 2, team: TEAM }),
    ]);
    const { wrapper } = withTeamList(undefined);

    const { result } = renderHook(() => useReviewCount(), { wrapper });

    await waitFor(() => expect(result.current).toBe(2));
  });

  test('the length of the queue for who decides', () => {
    signIn(['review kaizen']);
    const { wrapper } = withTeamList([kaizen(1), kaizen(2)]);

    const { result } = renderHook(() => useReviewCount(), { wrapper });

    expect(result.current).toBe(2);
  });

  test('nothing for who does not decide, and the list is not asked for them', () => {
    signIn([]);
    const { wrapper, client } = withTeamList(undefined);

    const { result } = renderHook(() => useReviewCount(), { wrapper });

    expect(result.current).toBeUndefined();
    expect(client.getQueryState(teamKaizens(TEAM.id).queryKey)?.fetchStatus).toBe('idle');
  });

  test('a list that failed is not asked for again by the count', async () => {
    signIn(['review kaizen']);
    const { wrapper, client } = withTeamList(undefined);
    await client.prefetchQuery({
      queryKey: teamKaizens(TEAM.id).queryKey,
      queryFn: () => Promise.reject(new Error('500')),
      retry: false,
    });
    expect(client.getQueryState(teamKaizens(TEAM.id).queryKey)?.status).toBe('error');

    const { result } = renderHook(() => useReviewCount(), { wrapper });

    expect(result.current).toBeUndefined();
    expect(client.getQueryState(teamKaizens(TEAM.id).queryKey)?.fetchStatus).toBe('idle');
  });
});
