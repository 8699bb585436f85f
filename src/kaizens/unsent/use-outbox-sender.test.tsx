import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, onTestFinished, test, vi } from 'vitest';
import type { KaizenInput } from '@/api/schemas/kaizen';
import { notify, preloadToaster, ToastHost } from '@/components/toasts';
import { i18n } from '@/i18n/i18n';
import enBase from '@/mocks/lang/en/base.json';
import { createQueryClient } from '@/lib/query-client';
import { server } from '@/mocks/server';
import { buildCurrentUser, buildKaizen } from '@tests/factories';
import { recordRequests } from '@tests/utils/api';
import {
  outboxSendSettled,
  QUEUED_TOAST_ID,
  queueKaizen,
  requestOutboxSend,
  sendOutbox,
} from './kaizen-outbox';
import { outboxDb } from './outbox-db';
import { renewOutboxKey } from './outbox-mac';
import { useOutboxStore } from './outbox-store';
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
  return {
    client,
    ...renderHook((user: number | null) => useOutboxSender(user), {
      wrapper,
      initialProps: userId,
    }),
  };
}

const sends = (requests: ReturnType<typeof recordRequests>) => requests.to('POST /api/kaizen');
const waiting = async () => (await outboxDb.all()).map((entry) => entry.state);

/** The author's kaizen queued and sent as the sender starts, the server failing it: it waits. */
async function sentOnceAndWaiting(failing: number) {
  serverSaves({ failing });
  await queueKaizen(AUTHOR, input('Fewer steps'), { title: 'Fewer steps' });
  const requests = recordRequests();
  renderSender(AUTHOR);
  await waitFor(() => expect(sends(requests)).toHaveLength(1));
  await waitFor(async () => expect(await waiting()).toEqual(['waiting']));
  return requests;
}

const NOBODY = AUTHOR + 100;

/** An entry nobody sealed, under NOBODY: any send of NOBODY's outbox drops it. */
const plantForNobody = () =>
  outboxDb.put({
    id: 'of-nobody',
    userId: NOBODY,
    queuedAt: new Date().toISOString(),
    input: input('Of nobody'),
    values: {},
    state: 'waiting',
    uncertain: false,
  });

/**
 * Whether a send was under way: a call then joins it (kaizen-outbox.ts) and leaves NOBODY's
 * planted entry alone; a call of its own drops it.
 */
async function sendWasUnderWay(): Promise<boolean> {
  const onDropped = vi.fn();
  await act(() => sendOutbox(NOBODY, { onSent() {}, onFailed() {}, onDropped }));
  return onDropped.mock.calls.length === 0;
}

beforeAll(async () => {
  i18n.addResourceBundle('en', 'base', enBase, true, true);
  await preloadToaster();
});
beforeEach(async () => {
  await i18n.changeLanguage('en');
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
    // Told once the entry has left the outbox: on a busy machine a moment after.
    await waitFor(() =>
      expect(client.getQueryState(['kaizens', 'by-user', AUTHOR])?.isInvalidated).toBe(true),
    );
  });

  test('again when the connection comes back, and when a send is asked for', async () => {
    const requests = await sentOnceAndWaiting(2);
    // The entry is marked before the send has ended; an event before then joins that send.
    await act(() => outboxSendSettled());

    act(() => window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(sends(requests)).toHaveLength(2));
    await waitFor(async () => expect(await waiting()).toEqual(['waiting']));
    await act(() => outboxSendSettled());

    act(() => requestOutboxSend());
    await waitFor(() => expect(sends(requests)).toHaveLength(3));
    await waitFor(async () => expect(await waiting()).toEqual([]));
  });

  test('not again when a language file arrives, and its half-minute clock runs on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval'] });
    const requests = await sentOnceAndWaiting(1);
    await act(() => outboxSendSettled());
    await act(() => vi.advanceTimersByTimeAsync(25_000));

    onTestFinished(() => void i18n.removeResourceBundle('en', 'arrived-later'));
    act(() => void i18n.addResourceBundle('en', 'arrived-later', { title: 'Later' }));
    await act(() => outboxSendSettled());
    expect(sends(requests)).toHaveLength(1);

    // The clock started with the sender, not with the language file: due 30 s after the start.
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() => expect(sends(requests)).toHaveLength(2));
  });

  test('every half minute while a kaizen waits, as a cut-off save gets no online event', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval'] });
    const requests = await sentOnceAndWaiting(1);

    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(sends(requests)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(sends(requests)).toHaveLength(2));
  });

  test('only while a kaizen waits to go, and only online', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval'] });
    serverSaves();
    // Written before the author's last sign-in: held for their word (outbox-mac.ts).
    await queueKaizen(AUTHOR, input('Held'), { title: 'Held' });
    await renewOutboxKey(AUTHOR);
    await queueKaizen(AUTHOR, input('Refused'), { title: 'Refused' });
    const refused = (await outboxDb.all()).find((entry) => !entry.held);
    if (refused) await outboxDb.put({ ...refused, state: 'failed' });
    const requests = recordRequests();
    renderSender(AUTHOR);
    await waitFor(() => expect(useOutboxStore.getState().loaded).toBe(true));
    await sendWasUnderWay();
    expect(await outboxDb.all()).toMatchObject([
      { input: { title: 'Held' }, held: true },
      { input: { title: 'Refused' }, state: 'failed' },
    ]);

    // A refused kaizen waits for its author, a held one for their word: the tick sends nothing.
    await plantForNobody();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(await sendWasUnderWay()).toBe(false);

    // One that waits, beside the refused one, is tried again; not while offline.
    await queueKaizen(AUTHOR, input('Waiting'), { title: 'Waiting' });
    await plantForNobody();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(await sendWasUnderWay()).toBe(false);
    online.mockRestore();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(sends(requests)).toHaveLength(1));
  });

  test('once someone signs in, not before', async () => {
    serverSaves();
    await queueKaizen(AUTHOR, input('Fewer steps'), { title: 'Fewer steps' });
    const requests = recordRequests();
    const { rerender } = renderSender(null);
    await sendWasUnderWay();
    expect(sends(requests)).toHaveLength(0);

    rerender(AUTHOR);

    await waitFor(() => expect(sends(requests)).toHaveLength(1));
  });

  test('nothing for nobody, and nothing more once the app is left', async () => {
    serverSaves({ failing: 1 });
    await queueKaizen(AUTHOR, input('Fewer steps'), { title: 'Fewer steps' });
    const requests = recordRequests();
    const { rerender, unmount } = renderSender(null);
    rerender(null);
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
    await sendWasUnderWay();
    expect(sends(requests)).toHaveLength(1);
  });
});

describe('what the author is told', () => {
  test('a kaizen sent: said so with its title, and the "kept on this device" toast goes', async () => {
    serverSaves();
    render(<ToastHost />);
    act(() => {
      notify({ id: QUEUED_TOAST_ID, header: 'Kept on this device', content: 'Kept.' });
    });
    await queueKaizen(AUTHOR, input('Fewer steps'), { title: 'Fewer steps' });

    renderSender(AUTHOR);

    expect(await screen.findByText('Your kaizen "Fewer steps" has been sent.')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Sent');
    expect(screen.queryByText('Kept.')).not.toBeInTheDocument();
  });

  test('a kaizen refused: an alert with its title', async () => {
    serverSaves();
    server.use(
      http.post('/api/kaizen', () =>
        HttpResponse.json(
          { message: 'Invalid.', errors: { title: ['Too long.'] } },
          { status: 422 },
        ),
      ),
    );
    render(<ToastHost />);
    await queueKaizen(AUTHOR, input('Fewer steps'), { title: 'Fewer steps' });

    renderSender(AUTHOR);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not sent');
    expect(alert).toHaveTextContent(
      'Your kaizen "Fewer steps" could not be sent. Open it in the form to fix it.',
    );
  });

  test('kaizens in their name that they did not write: a warning with how many, kept until closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    serverSaves();
    render(<ToastHost />);
    for (const title of ['One', 'Two']) {
      await outboxDb.put({
        id: `planted-${title}`,
        userId: AUTHOR,
        queuedAt: new Date().toISOString(),
        input: input(title),
        values: { title },
        state: 'waiting',
        uncertain: false,
      });
    }

    renderSender(AUTHOR);

    const warning = await screen.findByText(/2 kaizens were waiting on this device/);
    expect(screen.getByRole('status').querySelector('.border-warning')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(warning).toBeInTheDocument();
  });
});
