import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { kaizenSchema, type Kaizen } from '@/api/schemas/kaizen';
import { resetPresence, watchPresence } from '@/lib/presence';
import { createQueryClient } from '@/lib/query-client';
import { server } from '@/mocks/server';
import { buildKaizen } from '@tests/factories';
import { readNotices } from './notice-store';
import { noticeTiming, useNotices } from './use-notices';
import { ownKaizens } from '@/kaizens/own-list';

afterEach(() => vi.useRealTimers());

// A user id per test: the notice store keeps what it read of a user for the tab's life.
let nextUser = 900;

function renderNotices(kaizens: Kaizen[] | undefined) {
  const userId = (nextUser += 1);
  const client = createQueryClient();
  if (kaizens) client.setQueryData(ownKaizens(userId).queryKey, kaizens);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { userId, client, ...renderHook(() => useNotices(userId), { wrapper }) };
}

const decided = (id: number, status: 'approved' | 'declined', title = `Kaizen ${id}`) =>
  kaizenSchema.parse(
    buildKaizen({
      id,
      title,
      status,
      decided_at: new Date(Date.now() - 60_000).toISOString(),
      updated_at: new Date(Date.now() - 60_000).toISOString(),
    }),
  );

describe("the news about a user's own kaizens", () => {
  test('each recent decision not seen here, with its kaizen', () => {
    const approved = decided(1, 'approved');
    const open = kaizenSchema.parse(buildKaizen({ id: 2, status: 'open' }));

    const { result } = renderNotices([approved, open]);

    expect(result.current.loaded).toBe(true);
    expect(result.current.unread).toEqual([
      expect.objectContaining({ kaizenId: 1, kind: 'approved', kaizen: approved }),
    ]);
  });

  test('nothing, and not loaded, until the list is there; nothing to mark read', () => {
    const { result, userId } = renderNotices(undefined);

    expect(result.current.loaded).toBe(false);
    expect(result.current.unread).toEqual([]);
    act(() => result.current.markRead(() => true));
    expect(readNotices(userId)).toBeUndefined();
  });

  test('the answer is recorded on the device for the user, without texts', async () => {
    const { userId } = renderNotices([decided(1, 'approved', 'Geheime titel')]);

    await waitFor(() =>
      expect(readNotices(userId)?.last).toEqual({ 1: ['approved', expect.any(Number), false] }),
    );
    expect(JSON.stringify(readNotices(userId))).not.toContain('Geheime titel');
  });

  test('marking read counts only the notices picked, on this device, without texts', async () => {
    const { result, userId } = renderNotices([
      decided(1, 'approved', 'Geheime titel'),
      decided(2, 'declined'),
    ]);
    await waitFor(() => expect(readNotices(userId)).toBeDefined());

    act(() => result.current.markRead((notice) => notice.kaizenId === 1));

    await waitFor(() => expect(result.current.unread.map(({ kaizenId }) => kaizenId)).toEqual([2]));
    expect(readNotices(userId)?.seen).toEqual([
      { kaizenId: 1, kind: 'approved', at: expect.any(Number) },
    ]);
    expect(localStorage.getItem(`qek_notices_${userId}`)).not.toContain('Geheime titel');
  });
});

describe("the bell's check", () => {
  /** The user's kaizens as the server answers them, counting the reads. */
  function answered(userId: number) {
    let reads = 0;
    server.use(
      http.get(`*/api/kaizen/by-user/${userId}`, () => {
        reads += 1;
        return HttpResponse.json([]);
      }),
    );
    return () => reads;
  }

  function renderPolled(poll: boolean) {
    const userId = (nextUser += 1);
    const reads = answered(userId);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
    );
    const hook = renderHook(() => useNotices(userId, { poll }), { wrapper });
    return { reads, ...hook };
  }

  test('asks again every two minutes while someone uses the tab; other readers do not', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    resetPresence();
    const bell = renderPolled(true);
    const reader = renderPolled(false);
    await waitFor(() => expect(bell.result.current.loaded).toBe(true));
    await waitFor(() => expect(reader.result.current.loaded).toBe(true));

    await act(() => vi.advanceTimersByTimeAsync(noticeTiming.refetchMs));

    await waitFor(() => expect(bell.reads()).toBe(2));
    expect(reader.reads()).toBe(1);
  });

  test('stops while nobody uses the tab, and asks at once when someone is back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    resetPresence();
    const stopWatching = watchPresence();
    const bell = renderPolled(true);
    await waitFor(() => expect(bell.result.current.loaded).toBe(true));

    // Nobody for 16 minutes: the checks that come due find nobody and stop.
    for (let minute = 0; minute < 16; minute += 2) {
      await act(() => vi.advanceTimersByTimeAsync(noticeTiming.refetchMs));
    }
    const whileAway = bell.reads();
    await act(() => vi.advanceTimersByTimeAsync(4 * noticeTiming.refetchMs));
    expect(bell.reads()).toBe(whileAway);

    act(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })));
    await waitFor(() => expect(bell.reads()).toBe(whileAway + 1));
    stopWatching();
  });
});
