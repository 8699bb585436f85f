import type { KaizenInput } from '@/api/schemas/kaizen';
import { fromBase64, toBase64 } from '@/lib/base64';
import { keepWorkFor } from '@/lib/kept-work';
import { forgetKey } from '@/lib/vault-keys';
import { canSealFor, openSealed, sealFor } from '@/lib/work-vault';
import { isRecord } from '@/utils/is-record';
import { draftsOf, putBackDrafts, removeDraftsOf } from './drafts';
import { outboxDb } from './outbox-db';
import { forgetOutboxKey, renewOutboxKey, sealForAuthor } from './outbox-mac';
import { useOutboxStore, type OutboxEntry } from './outbox-store';

/**
 * A user's unsent kaizens, wherever they wait: their drafts (admin_storage), their outbox
 * (IndexedDB) and what their screens held when the session ended under them (kept work). What
 * the sign-out asks and what it seals on a shared device (docs/decisions.md, "Sealed work on a
 * shared device"): the vault (src/lib/work-vault.ts) is handed this work as one value and hands
 * it back here at their next sign-in.
 */

interface SealedPhoto {
  name: string;
  type: string;
  base64: string;
}

/** The value sealed: its shape is what every seal so far wrote, so each still opens. */
interface SealedWork {
  drafts: unknown[];
  outbox: Record<string, unknown>[];
  interrupted: Record<string, unknown>;
}

const PHOTOS = ['before_image', 'after_image'] as const;

async function outboxOf(userId: number): Promise<OutboxEntry[]> {
  const entries = await outboxDb.all();
  return entries.filter((entry) => entry.userId === userId);
}

async function removeOutboxOf(userId: number): Promise<void> {
  for (const entry of await outboxOf(userId)) await outboxDb.remove(entry.id);
  useOutboxStore.setState({ entries: await outboxDb.all(), loaded: true });
}

async function sealPhoto(photo: unknown): Promise<SealedPhoto | null> {
  if (!(photo instanceof Blob)) return null;
  const name = photo instanceof File ? photo.name : 'photo';
  return { name, type: photo.type, base64: toBase64(new Uint8Array(await photo.arrayBuffer())) };
}

function openPhoto(sealed: unknown): File | null {
  if (!isRecord(sealed) || typeof sealed.base64 !== 'string') return null;
  const name = typeof sealed.name === 'string' ? sealed.name : 'photo';
  const type = typeof sealed.type === 'string' ? sealed.type : '';
  return new File([fromBase64(sealed.base64)], name, { type });
}

async function sealEntry(entry: OutboxEntry): Promise<Record<string, unknown>> {
  const input: Record<string, unknown> = { ...entry.input };
  for (const field of PHOTOS) input[field] = await sealPhoto(entry.input[field]);
  return { ...entry, input };
}

/**
 * How much unsent work of `userId` is on the device in plain form, and whether it can be sealed
 * (their key is on the device): what the sign-out on a shared device asks them about.
 */
export async function unsentWorkOf(
  userId: number,
): Promise<{ drafts: number; outbox: number; sealable: boolean }> {
  return {
    drafts: draftsOf(userId).length,
    outbox: (await outboxOf(userId)).length,
    sealable: await canSealFor(userId),
  };
}

/**
 * Seals `userId`'s drafts, outbox entries and `interrupted` input and removes the plain copies.
 * Without their key nothing can be kept unreadable, so the work is removed all the same: on a
 * shared device the next person must not read it. True when sealed.
 */
export async function sealUnsentWork(
  userId: number,
  interrupted: Record<string, unknown> = {},
): Promise<boolean> {
  const drafts = draftsOf(userId);
  const entries = await outboxOf(userId);
  if (drafts.length === 0 && entries.length === 0 && Object.keys(interrupted).length === 0)
    return false;
  const outbox = await Promise.all(entries.map(sealEntry));
  const sealed = await sealFor(userId, { drafts, outbox, interrupted } satisfies SealedWork);
  await discardUnsentWork(userId);
  return sealed;
}

/** Removes `userId`'s unsent work in plain form (they chose to discard it, or it is sealed). */
export async function discardUnsentWork(userId: number): Promise<void> {
  removeDraftsOf(userId);
  await removeOutboxOf(userId);
}

/** Forgets `userId`'s keys on the device: their sealed work and their outbox need them back. */
export async function forgetUnsentKeys(userId: number): Promise<void> {
  await forgetKey(userId);
  await forgetOutboxKey(userId);
}

async function putBack(userId: number, work: unknown): Promise<void> {
  if (!isRecord(work)) return;
  putBackDrafts(userId, Array.isArray(work.drafts) ? (work.drafts as unknown[]) : []);
  const outbox: unknown[] = Array.isArray(work.outbox) ? (work.outbox as unknown[]) : [];
  for (const entry of outbox) {
    if (!isRecord(entry) || entry.userId !== userId || !isRecord(entry.input)) continue;
    const input: Record<string, unknown> = { ...entry.input };
    for (const field of PHOTOS) input[field] = openPhoto(input[field]);
    // Sealed by their key, so theirs: sealed again for the outbox under their key of now.
    const restored = { ...entry, input: input as unknown as KaizenInput } as OutboxEntry;
    await outboxDb.put(await sealForAuthor(restored));
  }
  useOutboxStore.setState({ entries: await outboxDb.all(), loaded: true });
  if (isRecord(work.interrupted)) keepWorkFor(userId, work.interrupted);
}

/**
 * At sign-in with `password`: renews `userId`'s outbox key (outbox-mac.ts; on a shared device
 * the one their password gives), opens their sealed work and puts it back (drafts, outbox
 * entries, interrupted input for its screens); keeps their key on the device when `keepKey`.
 * Returns how many sealed parts came back.
 */
export function openUnsentWork(
  userId: number,
  password: string,
  { keepKey }: { keepKey: boolean },
): Promise<number> {
  return openSealed(userId, password, {
    keepKey,
    onSigningKey: (next, alsoTheirs) => renewOutboxKey(userId, next, alsoTheirs),
    restore: (work) => putBack(userId, work),
  });
}

/** A shared device's sign-out of `userId`: what is theirs sealed (or discarded), their keys gone. */
export async function putAwayUnsentWork(
  userId: number,
  {
    discard = false,
    interrupted = {},
  }: { discard?: boolean; interrupted?: Record<string, unknown> },
): Promise<boolean> {
  const sealed = await (
    discard ? discardUnsentWork(userId).then(() => false) : sealUnsentWork(userId, interrupted)
  ).catch(() => false);
  await forgetUnsentKeys(userId).catch(() => undefined);
  return sealed;
}
