import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { server } from '@/mocks/server';
import { answer, formFields } from '@tests/utils/api';
import { useMoveKaizens } from './use-move-kaizens';

const LOGISTIEK = { id: 3, name: 'Logistiek' };
const MOVE = '*/api/kaizen/move-multiple';

function renderMove() {
  const client = createQueryClient();
  client.setQueryData(['kaizens', 'by-team', 1], []);
  const onMoved = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useMoveKaizens(onMoved), { wrapper });
  return { ...hook, client, onMoved };
}

describe('moving a selection of kaizens', () => {
  test('sends the ids and the team once, then every kaizen list is stale and the caller is told', async () => {
    const received = answer('post', MOVE, { moved: 2 });
    const { result, client, onMoved } = renderMove();

    await act(() => result.current.move([4, 5], LOGISTIEK));

    expect(received.all).toHaveLength(1);
    expect(await formFields(received.all[0])).toMatchObject({
      selected_kaizens: '[4,5]',
      team_id: '3',
    });
    expect(onMoved).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(['kaizens', 'by-team', 1])?.isInvalidated).toBe(true);
    expect(result.current.error).toBeNull();
  });

  test('a second move while one is under way sends nothing', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let sent = 0;
    server.use(
      http.post(MOVE, async () => {
        sent += 1;
        await gate;
        return HttpResponse.json({ moved: 1 });
      }),
    );
    const { result, onMoved } = renderMove();

    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.move([4], LOGISTIEK);
    });
    await waitFor(() => expect(result.current.moving).toBe(true));
    await act(() => result.current.move([4], LOGISTIEK));
    release();
    await act(() => first);

    expect(sent).toBe(1);
    expect(onMoved).toHaveBeenCalledTimes(1);
    // TanStack Query tells observers of the mutation's end in a task of its own.
    await waitFor(() => expect(result.current.moving).toBe(false));
  });

  test('a refusal is kept as a message for the confirmation, until cleared or tried again', async () => {
    answer('post', MOVE, { message: 'Geen toegang tot dit team.' }, { status: 403 });
    const { result, onMoved } = renderMove();

    await act(() => result.current.move([4], LOGISTIEK));

    expect(onMoved).not.toHaveBeenCalled();
    expect(result.current.error).toEqual(expect.any(String));
    expect(result.current.error).not.toBe('');
    act(() => result.current.clearError());
    expect(result.current.error).toBeNull();

    await act(() => result.current.move([4], LOGISTIEK));
    expect(result.current.error).not.toBeNull();
    answer('post', MOVE, { moved: 1 });
    await act(() => result.current.move([4], LOGISTIEK));
    expect(result.current.error).toBeNull();
  });

  test('a move the server took but answered unreadably counts as done', async () => {
    answer('post', MOVE, { unexpected: true });
    const { result, onMoved } = renderMove();

    await act(() => result.current.move([4], LOGISTIEK));

    expect(onMoved).toHaveBeenCalledTimes(1);
    expect(result.current.error).toBeNull();
  });
});
