import type { KaizenInput } from '@/api/schemas/kaizen';
import { useAdminStorage, type StoredValue } from '@/stores/admin-storage-store';
import { useOutboxStore, type OutboxEntry } from '@/stores/outbox-store';
import { isRecord } from '@/utils/is-record';
import { randomId } from '@/utils/random-id';
import { keepWorkFor } from './kept-work';
import { outboxDb } from './outbox/outbox-db';
import {
  forgetOutboxKey,
  outboxKeyFromBits,
  renewOutboxKey,
  sealForAuthor,
} from './outbox/outbox-mac';
import { fromBase64, toBase64 } from './base64';
import { vaultDb } from './vault-db';

/**
 * A shared device's unsent work of one person, kept unreadable for the next (docs/decisions.md,
 * "Shared-device mode"): their kaizen drafts, outbox entries (photos too) and interrupted input
 * are sealed with AES-GCM under a key derived (PBKDF2) from their password at sign-in, and the
 * plain copies removed. Signing in again with that password opens the seal and puts the work
 * back where it was. The password is never stored; the key is kept, unexportable, in IndexedDB
 * while they are signed in, so each of their tabs and the next start can seal their work.
 */

/** PBKDF2's cost: OWASP's figure for SHA-256; a seam, so tests do not pay for it. */
export const keyDerivation = { iterations: 600_000 };

interface SealedPhoto {
  name: string;
  type: string;
  base64: string;
}

interface SealedWork {
  drafts: unknown[];
  outbox: Record<string, unknown>[];
  interrupted: Record<string, unknown>;
}

const PHOTOS = ['before_image', 'after_image'] as const;

/** Keys this tab read, kept past the stored one's removal (another tab may sign out first). */
const held = new Map<number, CryptoKey>();

const isCryptoKey = (value: unknown): value is CryptoKey =>
  typeof value === 'object' && value !== null && 'algorithm' in value && 'usages' in value;

/**
 * The password's keys: PBKDF2's 256 bits are the sealing key (AES-GCM, as they always were, so
 * older seals still open) and, through HKDF, a separate outbox key (HMAC), never the same key
 * for both uses.
 */
async function deriveKeys(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
): Promise<{ seal: CryptoKey; outbox: CryptoKey }> {
  const material = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', salt, iterations: keyDerivation.iterations, hash: 'SHA-256' },
    material,
    256,
  );
  const seal = await crypto.subtle.importKey('raw', bits, 'AES-GCM', false, ['encrypt', 'decrypt']);
  return { seal, outbox: await outboxKeyFromBits(bits) };
}

async function saltOf(userId: number): Promise<Uint8Array<ArrayBuffer>> {
  const stored = await vaultDb.get(`salt:${userId}`);
  if (typeof stored === 'string') return fromBase64(stored);
  const salt = crypto.getRandomValues(new Uint8Array(16));
  await vaultDb.put(`salt:${userId}`, toBase64(salt));
  return salt;
}

async function keyOf(userId: number): Promise<CryptoKey | undefined> {
  const stored = held.get(userId) ?? (await vaultDb.get(`key:${userId}`));
  return isCryptoKey(stored) ? stored : undefined;
}

// By its tag, not instanceof: a structured clone may come from another realm.
const isTagged = (value: unknown, tag: string) =>
  Object.prototype.toString.call(value) === `[object ${tag}]`;

const draftsIn = (stored: StoredValue | undefined): unknown[] =>
  Array.isArray(stored?.drafts) ? stored.drafts : [];

const isDraftOf = (userId: number) => (draft: unknown) =>
  isRecord(draft) && draft.userId === userId;

function draftsOf(userId: number): unknown[] {
  return draftsIn(useAdminStorage.getState().kaizenForm).filter(isDraftOf(userId));
}

function removeDraftsOf(userId: number): void {
  const { kaizenForm, setKaizenForm } = useAdminStorage.getState();
  const others = draftsIn(kaizenForm).filter((draft) => !isDraftOf(userId)(draft));
  if (others.length !== draftsIn(kaizenForm).length) setKaizenForm({ drafts: others });
}

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
 * How much unsent work of `userId` is on the device in plain form, and whether it can be sealed:
 * not without their key, which needs WebCrypto (a secure context: a plain-HTTP host has none)
 * and a sign-in on this device in shared mode.
 */
export async function unsentWorkOf(
  userId: number,
): Promise<{ drafts: number; outbox: number; sealable: boolean }> {
  return {
    drafts: draftsOf(userId).length,
    outbox: (await outboxOf(userId)).length,
    sealable: (await keyOf(userId)) !== undefined,
  };
}

/**
 * Seals `userId`'s drafts, outbox entries and `interrupted` input and removes the plain copies.
 * Without their key (it could not be derived) nothing can be kept unreadable, so the work is
 * removed all the same: on a shared device the next person must not read it. True when sealed.
 */
export async function sealWork(
  userId: number,
  interrupted: Record<string, unknown> = {},
): Promise<boolean> {
  const drafts = draftsOf(userId);
  const entries = await outboxOf(userId);
  if (drafts.length === 0 && entries.length === 0 && Object.keys(interrupted).length === 0)
    return false;
  const key = await keyOf(userId);
  let sealed = false;
  if (key) {
    const work: SealedWork = {
      drafts,
      outbox: await Promise.all(entries.map(sealEntry)),
      interrupted,
    };
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const plain = new TextEncoder().encode(JSON.stringify(work));
    const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain);
    // A part per seal: two tabs sealing at once never overwrite each other.
    await vaultDb.put(`sealed:${userId}:${randomId()}`, { iv, data });
    sealed = true;
  }
  removeDraftsOf(userId);
  await removeOutboxOf(userId);
  return sealed;
}

/** Removes `userId`'s unsent work in plain form (they chose to discard it). */
export async function discardWork(userId: number): Promise<void> {
  removeDraftsOf(userId);
  await removeOutboxOf(userId);
}

/** Forgets `userId`'s key on the device: their sealed work now needs their password. */
export async function forgetKey(userId: number): Promise<void> {
  held.delete(userId);
  await vaultDb.remove(`key:${userId}`);
  await forgetOutboxKey(userId);
}

/** Reads `userId`'s stored key into this tab, so it can seal their work after another tab signed out. */
export async function holdKey(userId: number): Promise<void> {
  const key = await keyOf(userId);
  if (key) held.set(userId, key);
}

async function restore(userId: number, work: unknown): Promise<void> {
  if (!isRecord(work)) return;
  const drafts: unknown[] = Array.isArray(work.drafts)
    ? (work.drafts as unknown[]).filter(isDraftOf(userId))
    : [];
  if (drafts.length > 0) {
    const { kaizenForm, setKaizenForm } = useAdminStorage.getState();
    // A draft typed since (on this device) is newer than the sealed one of the same kaizen.
    const sameKaizen = (a: unknown, b: unknown) =>
      isRecord(a) && isRecord(b) && a.userId === b.userId && a.kaizenId === b.kaizenId;
    const current = draftsIn(kaizenForm);
    const back = drafts.filter((draft) => !current.some((other) => sameKaizen(draft, other)));
    setKaizenForm({ drafts: [...current, ...back] });
  }
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
 * At sign-in with `password`: renews `userId`'s outbox key (src/lib/outbox/outbox-mac.ts), opens
 * their sealed work and puts it back (drafts in admin_storage, entries in the outbox, interrupted
 * input for its screens); keeps their key on the device when `keepKey` (a shared device). A part the password does not open (it was
 * changed since) stays sealed. Returns how many parts came back.
 */
export async function unlockWork(
  userId: number,
  password: string,
  { keepKey }: { keepKey: boolean },
): Promise<number> {
  const parts = await vaultDb.keys(`sealed:${userId}:`);
  if (!keepKey && parts.length === 0) {
    await renewOutboxKey(userId);
    return 0;
  }
  const keys = await deriveKeys(password, await saltOf(userId));
  const key = keys.seal;
  // A shared device's outbox key comes from the password (their entries verify again at their
  // next sign-in, and nobody else can make one); a personal device's is new at each sign-in.
  await renewOutboxKey(userId, keepKey ? keys.outbox : undefined);
  if (keepKey) {
    held.set(userId, key);
    await vaultDb.put(`key:${userId}`, key);
  }
  let opened = 0;
  for (const part of parts) {
    const sealed = await vaultDb.get(part);
    if (!isRecord(sealed) || !isTagged(sealed.iv, 'Uint8Array')) continue;
    if (!isTagged(sealed.data, 'ArrayBuffer')) continue;
    const iv = new Uint8Array(sealed.iv as Uint8Array);
    const data = sealed.data as ArrayBuffer;
    const plain = await crypto.subtle
      .decrypt({ name: 'AES-GCM', iv }, key, data)
      .catch(() => undefined);
    if (!plain) continue;
    await restore(userId, JSON.parse(new TextDecoder().decode(plain)));
    await vaultDb.remove(part);
    opened += 1;
  }
  return opened;
}
