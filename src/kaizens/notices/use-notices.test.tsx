import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import { kaizenQueries } from '@/api/kaizen-queries';
import { kaizenSchema, type Kaizen } from '@/api/schemas/kaizen';
import { createQueryClient } from '@/lib/query-client';
import { buildKaizen } from '@tests/factories';
import { readNotices } from './notice-store';
import { useNotices } from './use-notices';

// A user id per test: the notice store keeps what it read of a user for the tab's life.
let nextUser = 900;

function renderNotices(kaizens: Kaizen[] | undefined) {
  const userId = (nextUser += 1);
  const client = createQueryClient();
  if (kaizens) client.setQueryData(kaizenQueries.byUser(userId).queryKey, kaizens);
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

  test('nothing, and not loaded, until the list is there', () => {
    const { result } = renderNotices(undefined);

    expect(result.current.loaded).toBe(false);
    expect(result.current.unread).toEqual([]);
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
