import { http, HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { KaizenInput } from '@/api/schemas/kaizen';
import { server } from '@/mocks/server';
import { useOutboxStore, type OutboxEntry } from './outbox-store';
import { buildCurrentUser, buildKaizen } from '@tests/factories';
import { formFields, recordRequests } from '@tests/utils/api';
import {
  confirmOutboxEntry,
  onOutboxSendRequest,
  queueKaizen,
  refreshOutbox,
  removeFromOutbox,
  requestOutboxSend,
  sendOutbox,
} from './kaizen-outbox';
import { announceSession } from '@/lib/device-session';
import { outboxDb } from './outbox-db';
import { outboxKeyOf, renewOutboxKey } from './outbox-mac';
import { vaultDb } from '@/lib/vault-db';

const AUTHOR = 3;
const QUEUED_AT = '2025-03-01T10:00:00.000Z';

const input = (title: string): KaizenInput => ({
  title,
  team_id: 1,
  problem: `Problem of ${title}`,
  improvement: 'Better',
  status: 'open',
});

/** The server's session belongs to `id`: the outbox asks before each send. */
function sessionOf(id: number) {
  server.use(http.get('/api/user', () => HttpResponse.json(buildCurrentUser({ id }))));
}

/** The device sealed its outbox from a day before the tests' entries on. */
const SEALED_SINCE = Date.parse(QUEUED_AT) - 24 * 60 * 60_000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(QUEUED_AT);
  localStorage.setItem('qek_outbox_sealed_since', String(SEALED_SINCE));
  sessionOf(AUTHOR);
});
afterEach(() => {
  vi.useRealTimers();
});

/** Queues `title` for the author, a minute after the one before. */
async function queued(title: string, options?: Parameters<typeof queueKaizen>[3]) {
  await queueKaizen(AUTHOR, input(title), { title }, options);
  vi.setSystemTime(Date.now() + 60_000);
}

function hooks() {
  return { onSent: vi.fn(), onFailed: vi.fn(), onDropped: vi.fn() };
}

/** POST /api/kaizen answered with `status` (a saved kaizen for 201) for every send. */
function sendsAnswered(status: number, body?: JsonBodyType) {
  server.use(
    http.post('/api/kaizen', async ({ request }) => {
      const title = (await request.formData()).get('title');
      const saved = buildKaizen({ title: typeof title === 'string' ? title : '' });
      return HttpResponse.json(body ?? (status === 201 ? saved : {}), { status });
    }),
  );
}

function serverHas(kaizens: ReturnType<typeof buildKaizen>[]) {
  server.use(http.get(`/api/kaizen/by-user/${AUTHOR}`, () => HttpResponse.json(kaizens)));
}

const stored = () => outboxDb.all();
const titles = async () => (await stored()).map((entry) => entry.input.title);

describe('keeping kaizens on the device', () => {
  test('a queued kaizen is stored and shown, waiting, with the values of its form', async () => {
    await queued('Fewer steps');

    const [entry] = await stored();
    expect(entry).toMatchObject({
      userId: AUTHOR,
      queuedAt: QUEUED_AT,
      input: input('Fewer steps'),
      values: { title: 'Fewer steps' },
      state: 'waiting',
      uncertain: false,
    });
    expect(useOutboxStore.getState()).toEqual({ entries: [entry], loaded: true });
  });

  test('a kaizen queued again replaces the entry it came from', async () => {
    await queued('Fewer steps');
    const [{ id }] = await stored();

    await queued('Fewer steps, edited', { replacing: id, uncertain: true });

    expect(await stored()).toMatchObject([
      { id, input: { title: 'Fewer steps, edited' }, uncertain: true },
    ]);
  });

  test('a removed kaizen leaves the device and the screen', async () => {
    await queued('Fewer steps');
    const [{ id }] = await stored();

    await removeFromOutbox(id);

    expect(await stored()).toEqual([]);
    expect(useOutboxStore.getState().entries).toEqual([]);
  });

  test('refreshing reads what the device holds into the store', async () => {
    await queued('Fewer steps');
    useOutboxStore.setState({ entries: [], loaded: false });

    const entries = await refreshOutbox();

    expect(useOutboxStore.getState()).toEqual({ entries, loaded: true });
  });
});

describe('sending the outbox', () => {
  test("another person's session on the server: nothing of the author is sent, it waits for them", async () => {
    await queued('First');
    sessionOf(AUTHOR + 1);
    sendsAnswered(201);
    const requests = recordRequests();

    await sendOutbox(AUTHOR, hooks());

    expect(requests.to('POST /api/kaizen')).toEqual([]);
    expect(await stored()).toMatchObject([{ state: 'waiting', input: { title: 'First' } }]);
  });

  test('another person signed in on this device: not even the server is asked', async () => {
    await queued('First');
    announceSession(AUTHOR + 1);
    const requests = recordRequests();

    await sendOutbox(AUTHOR, hooks());

    expect(requests.lines()).toEqual([]);
    expect(await titles()).toEqual(['First']);
  });

  test("sends the author's waiting kaizens, oldest first, and forgets each once saved", async () => {
    await queued('First');
    await queued('Second');
    await queueKaizen(AUTHOR + 1, input('Not mine'), {});
    sendsAnswered(201);
    const requests = recordRequests();
    const sent = hooks();

    await sendOutbox(AUTHOR, sent);

    const bodies = await Promise.all(requests.to('POST /api/kaizen').map(formFields));
    expect(bodies.map((fields) => fields.title)).toEqual(['First', 'Second']);
    expect(await titles()).toEqual(['Not mine']);
    expect(sent.onSent).toHaveBeenCalledTimes(2);
    expect(sent.onSent.mock.calls[0][0]).toMatchObject({ input: { title: 'First' } });
    expect(sent.onSent.mock.calls[0][1]).toMatchObject({ title: 'First' });
  });

  test('offline, nothing is sent', async () => {
    await queued('First');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const requests = recordRequests();

    await sendOutbox(AUTHOR, hooks());

    expect(requests.all).toEqual([]);
    expect(await titles()).toEqual(['First']);
  });

  test.each([
    ['a server error', 500, true],
    ['a 503', 503, true],
    ['a "too many requests"', 429, false],
    ['an expired session', 401, false],
    ['an expired form', 419, false],
    ['a request timeout', 408, false],
  ])('after %s the kaizen waits and the rest stay for later', async (_, status, uncertain) => {
    await queued('First');
    await queued('Second');
    sendsAnswered(status);
    const requests = recordRequests();
    const sent = hooks();

    await sendOutbox(AUTHOR, sent);

    expect(requests.to('POST /api/kaizen')).toHaveLength(1);
    expect(await stored()).toMatchObject([
      { input: { title: 'First' }, state: 'waiting', uncertain },
      { input: { title: 'Second' }, state: 'waiting', uncertain: false },
    ]);
    expect(sent.onSent).not.toHaveBeenCalled();
    expect(sent.onFailed).not.toHaveBeenCalled();
  });

  test('without an answer the kaizen waits, to be looked for on the server first', async () => {
    await queued('First');
    server.use(http.post('/api/kaizen', () => HttpResponse.error()));

    await sendOutbox(AUTHOR, hooks());

    expect(await stored()).toMatchObject([{ state: 'waiting', uncertain: true }]);
  });

  test('a refusal marks the kaizen for its author, who is told, and the rest go on', async () => {
    await queued('First');
    await queued('Second');
    let answered = 0;
    server.use(
      http.post('/api/kaizen', () => {
        answered += 1;
        return answered === 1
          ? HttpResponse.json(
              { message: 'Invalid.', errors: { title: ['Too long.'] } },
              { status: 422 },
            )
          : HttpResponse.json(buildKaizen({ title: 'Second' }), { status: 201 });
      }),
    );
    const sent = hooks();

    await sendOutbox(AUTHOR, sent);

    const failed = {
      input: { title: 'First' },
      state: 'failed',
      uncertain: false,
      failure: { status: 422, fieldErrors: { title: ['Too long.'] } },
    };
    expect(await stored()).toMatchObject([failed]);
    expect(sent.onFailed).toHaveBeenCalledOnce();
    expect(sent.onFailed.mock.calls[0][0]).toMatchObject(failed);
    expect(sent.onSent).toHaveBeenCalledOnce();
  });

  test('a failed kaizen is not sent again', async () => {
    await queued('First');
    const [entry] = await stored();
    await outboxDb.put({ ...entry, state: 'failed' });
    const requests = recordRequests();

    await sendOutbox(AUTHOR, hooks());

    expect(requests.all).toEqual([]);
  });

  test('a save answered unreadably counts as sent, without the kaizen, and the rest go on', async () => {
    await queued('First');
    await queued('Second');
    sendsAnswered(201, { id: 'not a kaizen' });
    const sent = hooks();

    await sendOutbox(AUTHOR, sent);

    expect(await stored()).toEqual([]);
    expect(sent.onSent).toHaveBeenCalledTimes(2);
    expect(sent.onSent).toHaveBeenCalledWith(expect.objectContaining({ state: 'waiting' }), null);
  });

  test('a kaizen that may have arrived is looked for first: found, it is not sent again', async () => {
    await queued('First', { uncertain: true });
    await queued('Second');
    // Made ten minutes before it was queued: the earliest that still counts.
    const found = buildKaizen({
      title: 'First',
      problem: 'Problem of First',
      created_at: '2025-03-01T09:50:00.000Z',
    });
    serverHas([found]);
    sendsAnswered(201);
    const requests = recordRequests();
    const sent = hooks();

    await sendOutbox(AUTHOR, sent);

    const bodies = await Promise.all(requests.to('POST /api/kaizen').map(formFields));
    expect(bodies.map((fields) => fields.title)).toEqual(['Second']);
    expect(sent.onSent).toHaveBeenCalledTimes(2);
    expect(sent.onSent.mock.calls[0]).toMatchObject([{ input: input('First') }, { id: found.id }]);
    expect(await stored()).toEqual([]);
  });

  test.each([
    ['another title', { title: 'Other' }],
    ['another problem', { problem: 'Other' }],
    ['made well before it was queued', { created_at: '2025-03-01T09:49:00.000Z' }],
  ])('a kaizen on the server with %s is not it: the kaizen is sent', async (_, overrides) => {
    await queued('First', { uncertain: true });
    serverHas([
      buildKaizen({
        title: 'First',
        problem: 'Problem of First',
        created_at: '2025-03-01T10:00:00.000Z',
        ...overrides,
      }),
    ]);
    sendsAnswered(201);
    const requests = recordRequests();

    await sendOutbox(AUTHOR, hooks());

    expect(requests.to('POST /api/kaizen')).toHaveLength(1);
    expect(await stored()).toEqual([]);
  });

  test('a kaizen being sent is marked, so a send cut short looks on the server next time', async () => {
    await queued('First');
    const marks: unknown[] = [];
    server.use(
      http.post('/api/kaizen', async () => {
        marks.push(...(await stored()).map(({ state, uncertain }) => ({ state, uncertain })));
        return HttpResponse.json(buildKaizen(), { status: 201 });
      }),
    );

    await sendOutbox(AUTHOR, hooks());

    expect(marks).toEqual([{ state: 'sending', uncertain: true }]);
  });
});

/** Posted titles, in order. */
async function postedTitles(requests: ReturnType<typeof recordRequests>) {
  const bodies = await Promise.all(requests.to('POST /api/kaizen').map(formFields));
  return bodies.map((fields) => fields.title);
}

/** An entry put in the outbox by other means than the app (devtools, a script on the origin). */
async function planted(title: string, overrides: Partial<OutboxEntry> = {}) {
  await outboxDb.put({
    id: `planted-${title}`,
    userId: AUTHOR,
    queuedAt: QUEUED_AT,
    input: input(title),
    values: { title },
    state: 'waiting',
    uncertain: false,
    ...overrides,
  });
}

describe('only what its author wrote is sent', () => {
  test("an entry under the author's id that they did not write is removed unsent, and they are told", async () => {
    await queued('Mine');
    await planted('Not written here');
    sendsAnswered(201);
    const requests = recordRequests();
    const sent = hooks();

    await sendOutbox(AUTHOR, sent);

    expect(await postedTitles(requests)).toEqual(['Mine']);
    expect(sent.onDropped).toHaveBeenCalledExactlyOnceWith(1);
    expect(await stored()).toEqual([]);
    expect(useOutboxStore.getState().entries).toEqual([]);
  });

  test("a seal copied from the author's own entry does not cover another text, id or author", async () => {
    await queued('Mine');
    const [mine] = await stored();
    await outboxDb.remove(mine.id);
    await planted('Changed', { mac: mine.mac, id: mine.id });
    await planted('Other id', { mac: mine.mac, input: mine.input, values: mine.values });
    await outboxDb.put({ ...mine, id: 'of-another', userId: AUTHOR + 1 });
    const requests = recordRequests();
    const sent = hooks();

    await sendOutbox(AUTHOR, sent);
    await sendOutbox(AUTHOR + 1, hooks());

    expect(requests.to('POST /api/kaizen')).toEqual([]);
    expect(sent.onDropped).toHaveBeenCalledExactlyOnceWith(2);
    expect(await stored()).toEqual([]);
  });

  test('after the author signs in again, what they wrote before waits for them; confirmed, it goes', async () => {
    await renewOutboxKey(AUTHOR);
    await queued('Before signing out');
    await renewOutboxKey(AUTHOR);
    await planted('Planted while signed out');
    sendsAnswered(201);
    const requests = recordRequests();
    const sent = hooks();

    await sendOutbox(AUTHOR, sent);

    expect(requests.to('POST /api/kaizen')).toEqual([]);
    expect(sent.onDropped).toHaveBeenCalledExactlyOnceWith(1);
    const [held] = await stored();
    expect(held).toMatchObject({ input: { title: 'Before signing out' }, held: true });
    expect(useOutboxStore.getState().entries).toMatchObject([{ held: true }]);

    // Unmarked by hand, it is no longer the author's.
    await outboxDb.put({ ...held, held: false });
    await sendOutbox(AUTHOR, sent);
    expect(requests.to('POST /api/kaizen')).toEqual([]);
    expect(await stored()).toEqual([]);

    await queued('Again before signing out');
    await renewOutboxKey(AUTHOR);
    const [again] = await stored();
    const send = vi.fn();
    const stop = onOutboxSendRequest(send);
    await confirmOutboxEntry(again.id);
    stop();
    expect(send).toHaveBeenCalledOnce();
    await sendOutbox(AUTHOR, sent);
    expect(await postedTitles(requests)).toEqual(['Again before signing out']);
  });

  test('a send asked while the author’s key is renewed meets the new key: what they wrote before waits for them', async () => {
    await renewOutboxKey(AUTHOR);
    await queued('Before signing out');
    sendsAnswered(201);
    const requests = recordRequests();

    const renewed = renewOutboxKey(AUTHOR);
    await sendOutbox(AUTHOR, hooks());
    await renewed;

    expect(requests.to('POST /api/kaizen')).toEqual([]);
    expect(await stored()).toMatchObject([{ input: { title: 'Before signing out' }, held: true }]);
  });

  test('an entry left by a version that sealed nothing waits for its author, never sent unasked nor dropped', async () => {
    const before = new Date(SEALED_SINCE - 60_000).toISOString();
    await planted('Written offline before the update', { queuedAt: before });
    sendsAnswered(201);
    const requests = recordRequests();
    const sent = hooks();

    await sendOutbox(AUTHOR, sent);

    expect(requests.to('POST /api/kaizen')).toEqual([]);
    expect(sent.onDropped).not.toHaveBeenCalled();
    const [kept] = await stored();
    expect(kept).toMatchObject({
      input: { title: 'Written offline before the update' },
      held: true,
    });

    await renewOutboxKey(AUTHOR);
    const [sealed] = await stored();
    await confirmOutboxEntry(sealed.id);
    await sendOutbox(AUTHOR, sent);
    expect(await postedTitles(requests)).toEqual(['Written offline before the update']);
  });

  test("a shared device's key from the password: the same password's next sign-in sends without asking", async () => {
    const key = await crypto.subtle.generateKey(
      { name: 'HMAC', hash: 'SHA-256', length: 256 },
      false,
      ['sign', 'verify'],
    );
    await renewOutboxKey(AUTHOR, key);
    await queued('Written on the tablet');
    await renewOutboxKey(AUTHOR, key);
    sendsAnswered(201);
    const requests = recordRequests();

    await sendOutbox(AUTHOR, hooks());

    expect(await postedTitles(requests)).toEqual(['Written on the tablet']);
  });

  test('without WebCrypto (a plain-HTTP host) only what this tab wrote goes; the rest waits for its author', async () => {
    vi.spyOn(crypto, 'subtle', 'get').mockReturnValue(undefined as unknown as SubtleCrypto);
    await queued('Written here');
    await planted('Not known here');
    sendsAnswered(201);
    const requests = recordRequests();
    const sent = hooks();

    await sendOutbox(AUTHOR, sent);

    expect(await postedTitles(requests)).toEqual(['Written here']);
    expect(sent.onDropped).not.toHaveBeenCalled();
    expect(await stored()).toMatchObject([{ input: { title: 'Not known here' }, held: true }]);
  });
});

/** Each entry's title and whether it is held for its author's word. */
const heldTitles = async () =>
  (await stored()).map((entry) => [entry.input.title, entry.held === true]);

/** An outbox key as a shared device's password gives one. */
const passwordKey = () =>
  crypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-256', length: 256 }, false, [
    'sign',
    'verify',
  ]);

describe("the author's seal", () => {
  test('covers the text they wrote, not only the form values beside it', async () => {
    await queued('Mine');
    const [mine] = await stored();
    await outboxDb.put({ ...mine, input: { ...mine.input, problem: 'Changed' } });
    const requests = recordRequests();
    const sent = hooks();

    await sendOutbox(AUTHOR, sent);

    expect(requests.to('POST /api/kaizen')).toEqual([]);
    expect(sent.onDropped).toHaveBeenCalledExactlyOnceWith(1);
  });

  test('covers the photo: another one under the same name is not theirs', async () => {
    const photo = (text: string) => new File([text], 'rek.jpg', { type: 'image/jpeg' });
    await queueKaizen(AUTHOR, { ...input('With photo'), before_image: photo('theirs') }, {});
    await queueKaizen(AUTHOR, { ...input('Other photo'), before_image: photo('theirs') }, {});
    const [kept, swapped] = await stored();
    await outboxDb.put({ ...swapped, input: { ...swapped.input, before_image: photo('planted') } });
    sendsAnswered(201);
    const requests = recordRequests();
    const sent = hooks();

    await sendOutbox(AUTHOR, sent);

    expect(await postedTitles(requests)).toEqual([kept.input.title]);
    expect(sent.onDropped).toHaveBeenCalledExactlyOnceWith(1);
  });

  test('does not depend on the order its fields were stored in', async () => {
    await queueKaizen(AUTHOR, input('Mine'), { title: 'Mine', problem: 'Problem of Mine' });
    const [mine] = await stored();
    const reversed = <T extends object>(value: T) =>
      Object.fromEntries(Object.entries(value).reverse()) as T;
    await outboxDb.put({ ...mine, input: reversed(mine.input), values: reversed(mine.values) });
    sendsAnswered(201);
    const requests = recordRequests();

    await sendOutbox(AUTHOR, hooks());

    expect(await postedTitles(requests)).toEqual(['Mine']);
  });

  test('a damaged key in the vault is replaced by a new one, never kept, and what is queued goes', async () => {
    for (const damaged of ['not a key', null, { algorithm: 'HMAC' }]) {
      await vaultDb.put(`mac:${AUTHOR}`, damaged);
      await queued(`Under ${JSON.stringify(damaged)}`);
    }
    sendsAnswered(201);
    const requests = recordRequests();

    await sendOutbox(AUTHOR, hooks());

    expect(await postedTitles(requests)).toEqual(['Under {"algorithm":"HMAC"}']);
    expect(await outboxKeyOf(AUTHOR)).toMatchObject({
      extractable: false,
      usages: expect.anything(),
    });
  });

  test('an entry without a seal queued the moment sealing began is not from before it: dropped', async () => {
    await planted('At the start', { queuedAt: new Date(SEALED_SINCE).toISOString() });
    const sent = hooks();

    await sendOutbox(AUTHOR, sent);

    expect(sent.onDropped).toHaveBeenCalledExactlyOnceWith(1);
  });
});

describe('a new key at sign-in', () => {
  test('holds only what the author sealed before; a planted entry is still dropped, another person is untouched', async () => {
    await renewOutboxKey(AUTHOR);
    await queued('Theirs');
    await queueKaizen(AUTHOR + 1, input('Of another'), {});
    await planted('Planted before the sign-in');
    const beforeSealing = new Date(SEALED_SINCE - 60_000).toISOString();
    await planted('Of another, unsealed', { userId: AUTHOR + 1, queuedAt: beforeSealing });

    await renewOutboxKey(AUTHOR);

    // Not the author's to seal: it stays as it was, for its own author to confirm.
    const unsealed = await stored();
    expect(unsealed[0]).toMatchObject({ input: { title: 'Of another, unsealed' } });
    expect(unsealed[0]).not.toHaveProperty('mac');
    await outboxDb.remove(unsealed[0].id);

    const sent = hooks();
    await sendOutbox(AUTHOR, sent);
    expect(sent.onDropped).toHaveBeenCalledExactlyOnceWith(1);
    expect(await heldTitles()).toEqual([
      ['Theirs', true],
      ['Of another', false],
    ]);
    sessionOf(AUTHOR + 1);
    sendsAnswered(201);
    const requests = recordRequests();
    await sendOutbox(AUTHOR + 1, hooks());
    expect(await postedTitles(requests)).toEqual(['Of another']);
  });

  test("the password's older key vouches for its own entries only", async () => {
    const older = await passwordKey();
    await renewOutboxKey(AUTHOR, older);
    await queued('Under the older key');
    await planted('Planted');

    await renewOutboxKey(AUTHOR, await passwordKey(), older);

    sendsAnswered(201);
    const requests = recordRequests();
    const sent = hooks();
    await sendOutbox(AUTHOR, sent);
    expect(await postedTitles(requests)).toEqual(['Under the older key']);
    expect(sent.onDropped).toHaveBeenCalledExactlyOnceWith(1);
  });

  test('without WebCrypto nothing is sealed again and nothing fails', async () => {
    vi.spyOn(crypto, 'subtle', 'get').mockReturnValue(undefined as unknown as SubtleCrypto);
    await queued('Written here');

    await expect(renewOutboxKey(AUTHOR)).resolves.toBeUndefined();

    expect(await heldTitles()).toEqual([['Written here', false]]);
  });
});

describe('held entries confirmed', () => {
  test('only the one confirmed goes; an id no longer there asks for nothing', async () => {
    await queued('First');
    await queued('Second');
    await renewOutboxKey(AUTHOR);
    const [, second] = await stored();
    const send = vi.fn();
    const stop = onOutboxSendRequest(send);

    await confirmOutboxEntry('gone');
    expect(send).not.toHaveBeenCalled();
    await confirmOutboxEntry(second.id);
    stop();

    expect(send).toHaveBeenCalledOnce();
    expect(await heldTitles()).toEqual([
      ['First', true],
      ['Second', false],
    ]);
  });
});

describe('the session asked first', () => {
  test('no answer about whose session it is: nothing is sent, it waits', async () => {
    await queued('First');
    server.use(http.get('/api/user', () => HttpResponse.json({}, { status: 500 })));
    sendsAnswered(201);
    const requests = recordRequests();

    await sendOutbox(AUTHOR, hooks());

    expect(requests.to('POST /api/kaizen')).toEqual([]);
    expect(await heldTitles()).toEqual([['First', false]]);
  });
});

describe('asking for a send now', () => {
  test('reaches the sender until it stops listening', () => {
    const send = vi.fn();
    const stop = onOutboxSendRequest(send);

    requestOutboxSend();
    stop();
    requestOutboxSend();

    expect(send).toHaveBeenCalledOnce();
  });
});
