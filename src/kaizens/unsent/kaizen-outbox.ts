import { isApiError } from '@/api/api-error';
import { createKaizen, fetchKaizensByUser } from '@/api/kaizens';
import type { Kaizen, KaizenInput } from '@/api/schemas/kaizen';
import { fetchCurrentUser } from '@/api/current-user';
import { useOutboxStore, type OutboxEntry } from './outbox-store';
import { deviceSessionUser } from '@/lib/device-session';
import { outboxDb } from './outbox-db';
import { outboxKeyOf, sealForAuthor, trustOf } from './outbox-mac';
import { randomId } from '@/utils/random-id';

/** The toast that says a kaizen was kept on the device: gone once the outbox has sent it. */
export const QUEUED_TOAST_ID = 'outbox-queued';

/** Reads the outbox into the store the screens show. */
export async function refreshOutbox(): Promise<OutboxEntry[]> {
  const entries = await outboxDb.all();
  useOutboxStore.setState({ entries, loaded: true });
  return entries;
}

async function save(entry: OutboxEntry) {
  await outboxDb.put(entry);
  await refreshOutbox();
}

/** Keeps a new kaizen on this device to be sent when the connection is back. */
export async function queueKaizen(
  userId: number,
  input: KaizenInput,
  values: Record<string, string>,
  { uncertain = false, replacing }: { uncertain?: boolean; replacing?: string } = {},
): Promise<void> {
  const entry: OutboxEntry = {
    id: replacing ?? randomId(),
    userId,
    queuedAt: new Date().toISOString(),
    input,
    values,
    state: 'waiting',
    uncertain,
  };
  await save(await sealForAuthor(entry));
}

/** The author says an entry held since their earlier sign-in is theirs: it goes with the rest. */
export async function confirmOutboxEntry(id: string): Promise<void> {
  const entry = (await outboxDb.all()).find((candidate) => candidate.id === id);
  if (!entry) return;
  await save(await sealForAuthor({ ...entry, held: false }));
  requestOutboxSend();
}

/** Takes a kaizen out of the outbox (sent, or taken back into the form and saved there). */
export async function removeFromOutbox(id: string): Promise<void> {
  await outboxDb.remove(id);
  await refreshOutbox();
}

const NEARBY_MS = 10 * 60_000;
/** Refusals that say "not now" rather than "not this": the kaizen waits for the next chance. */
const TRY_LATER = [401, 408, 419, 429];

/** A send that may have arrived: the author's kaizen with the same text, made since it was queued. */
async function foundOnServer(entry: OutboxEntry): Promise<Kaizen | undefined> {
  const since = Date.parse(entry.queuedAt) - NEARBY_MS;
  const mine = await fetchKaizensByUser(entry.userId);
  return mine.find(
    (kaizen) =>
      kaizen.title === entry.input.title &&
      kaizen.problem === entry.input.problem &&
      Date.parse(kaizen.created_at) >= since,
  );
}

interface SendHooks {
  /** `saved` is null when the server took it but its answer could not be read. */
  onSent: (entry: OutboxEntry, saved: Kaizen | null) => void;
  onFailed: (entry: OutboxEntry) => void;
  /** `count` entries under the author's name that they did not write here were removed unsent. */
  onDropped: (count: number) => void;
}

/**
 * Whether the server's session is the author's, asked before anything of theirs is sent: on a
 * shared device another person may have signed in (in another tab) since this one read its user.
 * The device's own record answers first, without a request.
 */
async function sessionIsTheAuthors(entry: OutboxEntry): Promise<boolean> {
  const onDevice = deviceSessionUser();
  if (onDevice !== undefined && onDevice !== entry.userId) return false;
  const current = await fetchCurrentUser();
  return current.id === entry.userId;
}

/** Sends one entry; false when the connection (or the author's session) is not there to go on. */
async function sendOne(entry: OutboxEntry, hooks: SendHooks): Promise<boolean> {
  // Not the author's session, or no answer: the entry waits for its author.
  // Stryker disable next-line ArrowFunction: undefined stops it as false does
  if (!(await sessionIsTheAuthors(entry).catch(() => false))) return false;
  if (entry.uncertain) {
    const found = await foundOnServer(entry);
    if (found) {
      await removeFromOutbox(entry.id);
      hooks.onSent(entry, found);
      return true;
    }
  }
  // Marked before it goes: if the page dies now, the next attempt looks on the server first.
  await save({ ...entry, state: 'sending', uncertain: true });
  try {
    const saved = await createKaizen(entry.input);
    await removeFromOutbox(entry.id);
    hooks.onSent(entry, saved);
    return true;
  } catch (error) {
    if (isApiError(error) && error.savedButUnreadable) {
      await removeFromOutbox(entry.id);
      hooks.onSent(entry, null);
      return true;
    }
    const answered = isApiError(error) && error.kind === 'http';
    const status = answered ? error.status : 0;
    if (!answered || status >= 500 || TRY_LATER.includes(status)) {
      // It waits for the next chance. Without an answer, or after a server error, it may have
      // been saved: the next attempt looks first. A "not now" refusal saved nothing.
      await save({ ...entry, state: 'waiting', uncertain: !TRY_LATER.includes(status) });
      return false;
    }
    const failed: OutboxEntry = {
      ...entry,
      state: 'failed',
      uncertain: false,
      failure: { status: error.status, message: error.message, fieldErrors: error.fieldErrors },
    };
    await save(failed);
    hooks.onFailed(failed);
    return true;
  }
}

const SEND_NOW = 'qek:outbox-send';

/** Asks the sender (use-outbox-sender.ts) to try now, e.g. from a "send now" button. */
export function requestOutboxSend(): void {
  window.dispatchEvent(new Event(SEND_NOW));
}

/** Calls `send` when someone asks for a send now; returns the way to stop listening. */
export function onOutboxSendRequest(send: () => void): () => void {
  window.addEventListener(SEND_NOW, send);
  return () => window.removeEventListener(SEND_NOW, send);
}

let running: Promise<void> | null = null;

/**
 * Removes the author's entries that their key does not vouch for (put there by someone else, or
 * damaged), and marks those only the author can confirm (no WebCrypto to tell) as held.
 * Returns the entries to send, oldest first.
 */
async function screen(userId: number, hooks: SendHooks): Promise<OutboxEntry[]> {
  const key = await outboxKeyOf(userId);
  const sendable: OutboxEntry[] = [];
  let dropped = 0;
  for (const entry of await outboxDb.all()) {
    if (entry.userId !== userId) continue;
    const trust = await trustOf(entry, key);
    if (trust === 'drop') {
      await outboxDb.remove(entry.id);
      dropped += 1;
    } else if (trust === 'ask' && !entry.held) {
      await outboxDb.put({ ...entry, held: true });
    } else if (trust === 'send' && entry.state !== 'failed') {
      sendable.push(entry);
    }
  }
  await refreshOutbox();
  if (dropped > 0) hooks.onDropped(dropped);
  return sendable;
}

async function sendAll(userId: number, hooks: SendHooks) {
  for (const entry of await screen(userId, hooks)) {
    if (!navigator.onLine) return;
    if (!(await sendOne(entry, hooks))) return;
  }
}

/**
 * Sends the user's waiting kaizens that they wrote (outbox-mac.ts), oldest first, one at a time: once per tab (a second call
 * joins the first) and once across tabs (a Web Lock, where the browser has them), so a kaizen
 * is never sent twice. A failure that needs the author marks the entry and moves on.
 */
export function sendOutbox(userId: number, hooks: SendHooks): Promise<void> {
  running ??= (async () => {
    try {
      if ('locks' in navigator) {
        // Stryker disable next-line StringLiteral: any one name, the same in every tab, is one lock
        await navigator.locks.request('qek-outbox', () => sendAll(userId, hooks));
      } else {
        await sendAll(userId, hooks);
      }
    } finally {
      running = null;
    }
  })();
  return running;
}

/** Test helper: the send under way, if any, once it is over (a call before then joins it). */
export function outboxSendSettled(): Promise<void> {
  return running ?? Promise.resolve();
}
