import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { KaizenInput } from '@/api/schemas/kaizen';
import { createQueryClient } from '@/lib/query-client';
import { server } from '@/mocks/server';
import { buildCurrentUser, buildKaizen } from '@tests/factories';
import { recordRequests } from '@tests/utils/api';
import { queueKaizen, requestOutboxSend } from './kaizen-outbox';
import { outboxDb } from './outbox-db';
import { useOutboxSender } from './use-outbox-sender';

const AUTHOR = 3;

const input = (title: string): KaizenInput => ({
  title,
  team_id: 1,
  problem: `Problem of ${title}`,
  improvement: 'Better',
  status: 'open',
});

/** The server's session is the author's, and it saves what is sent, or fails the first `failing`. */
function serverSaves({ failing = 0 } = {}) {
  let failures = failing;
  server.use(
    http.get('/api/user', () => HttpResponse.json(buildCurrentUser({ id: AUTHOR }))),
    // A send that may have got through is looked for first: it did not.
    http.get(`/api/kaizen/by-user/${AUTHOR}`, () => HttpResponse.json([])),
    http.post('/api/kaizen', () => {
      if (failures > 0) {
        failures -= 1;
        return HttpResponse.error();
      }
      return HttpResponse.json(buildKaizen(), { status: 201 });
    }),
  );
}

function renderSender(userId: number | null) {
  const client = createQueryClient();
  client.setQueryData(['kaizens', 'by-user', AUTHOR], []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(() => useOutboxSender(userId), { wrapper }) };
}

const sends = (requests: ReturnType<typeof recordRequests>) => requests.to('POST /api/kaizen');
const waiting = async () => (await outboxDb.all()).map((entry) => entry.state);

beforeEach(() => {
  localStorage.setItem('qek_outbox_sealed_since', String(Date.now() - 60_000));
});

describe('sending the kaizens kept on this device', () => {
  test('at the start of the signed-in app, then the lists are read again', async () => {
    serverSaves();
    await queueKaizen(AUTHOR, input('Fewer steps'), { title: 'Fewer steps' });
    const requests = recordRequests();

    const { client } = renderSender(AUTHOR);

    await waitFor(() => expect(sends(requests)).toHaveLength(1));
    await waitFor(async () => expect(await waiting()).toEqual([]));
    expect(client.getQueryState(['kaizens', 'by-user', AUTHOR])?.isInvalidated).toBe(true);
  });

  test('again when the connection comes back, and when a send is asked for', async () => {
    serverSaves({ failing: 2 });
    await queueKaizen(AUTHOR, input('Fewer steps'), { title: 'Fewer steps' });
    const requests = recordRequests();
    renderSender(AUTHOR);
    await waitFor(() => expect(sends(requests)).toHaveLength(1));
    await waitFor(async () => expect(await waiting()).toEqual(['waiting']));

    act(() => window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(sends(requests)).toHaveLength(2));
    await waitFor(async () => expect(await waiting()).toEqual(['waiting']));

    act(() => requestOutboxSend());
    await waitFor(() => expect(sends(requests)).toHaveLength(3));
    await waitFor(async () => expect(await waiting()).toEqual([]));
  });

  test('every half minute while a kaizen waits, as a cut-off save gets no online event', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval'] });
    serverSaves({ failing: 1 });
    await queueKaizen(AUTHOR, input('Fewer steps'), { title: 'Fewer steps' });
    const requests = recordRequests();
    renderSender(AUTHOR);
    await waitFor(() => expect(sends(requests)).toHaveLength(1));
    await waitFor(async () => expect(await waiting()).toEqual(['waiting']));

    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(sends(requests)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(sends(requests)).toHaveLength(2));
  });

  test('nothing for nobody, and nothing more once the app is left', async () => {
    serverSaves({ failing: 1 });
    await queueKaizen(AUTHOR, input('Fewer steps'), { title: 'Fewer steps' });
    const requests = recordRequests();
    const { rerender, unmount } = renderSender(null);
    rerender();
    act(() => window.dispatchEvent(new Event('online')));
    act(() => requestOutboxSend());

    expect(await waiting()).toEqual(['waiting']);
    expect(requests.onPath('GET', '/api/user')).toHaveLength(0);
    unmount();

    const signedIn = renderSender(AUTHOR);
    await waitFor(() => expect(sends(requests)).toHaveLength(1));
    await waitFor(async () => expect(await waiting()).toEqual(['waiting']));
    signedIn.unmount();
    act(() => window.dispatchEvent(new Event('online')));
    act(() => requestOutboxSend());
    await act(() => outboxDb.all());
    expect(sends(requests)).toHaveLength(1);
  });
});
