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
 * "Sealed work on a shared device"): their kaizen drafts, outbox entries (photos too) and
 * interrupted input are sealed with AES-GCM under a key derived (argon2id; PBKDF2 for records
 * sealed before it) from their password at sign-in, and the plain copies removed. Signing in again
 * with that password opens the seal and puts the work back where it was. The password is never
 * stored; the key is kept, unexportable, in IndexedDB while they are signed in, so each of their
 * tabs and the next start can seal their work.
 */

/**
 * The derivations' cost: argon2id's memory (KiB; OWASP's smallest setting, 19 MiB with 2 passes
 * and 1 lane) for records of version 2, PBKDF2's rounds (OWASP's figure for SHA-256) for the
 * records sealed before. Seams, so tests do not pay for them.
 */
export const keyDerivation = { argon2MemoryKiB: 19_456, iterations: 600_000 };

/**
 * A record's derivation: 2 is argon2id (every new seal and kept key), 1 PBKDF2 (records
 * written before, which carry no `v`: they keep opening).
 */
type Version = 1 | 2;

/** A sealing key with the derivation that gave it: what it seals is marked with that version. */
interface Kept {
  key: CryptoKey;
  v: Version;
}

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
const held = new Map<number, Kept>();

const isCryptoKey = (value: unknown): value is CryptoKey =>
  typeof value === 'object' && value !== null && 'algorithm' in value && 'usages' in value;

async function pbkdf2Bits(password: string, salt: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer> {
  const material = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  return crypto.subtle.deriveBits(
    { name: 'PBKDF2', salt, iterations: keyDerivation.iterations, hash: 'SHA-256' },
    material,
    256,
  );
}

/**
 * The password's keys in version `v`: the derivation's 256 bits (argon2id, or PBKDF2 for older
 * records) are the sealing key (AES-GCM) and, through HKDF, a separate outbox key (HMAC), never
 * the same key for both uses. argon2id (WebAssembly, hash-wasm) is its own chunk, loaded here.
 */
async function deriveKeys(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  v: Version,
): Promise<{ seal: CryptoKey; outbox: CryptoKey }> {
  let bits: BufferSource;
  if (v === 2) {
    const argon2idBits = await import('./argon2id').then((module) => module.argon2idBits);
    bits = await argon2idBits(password, salt, keyDerivation.argon2MemoryKiB);
  } else bits = await pbkdf2Bits(password, salt);
  const seal = await crypto.subtle.importKey('raw', bits, 'AES-GCM', false, ['encrypt', 'decrypt']);
  return { seal, outbox: await outboxKeyFromBits(bits) };
}

/**
 * argon2id's keys, or PBKDF2's where WebAssembly cannot run (a policy without
 * 'wasm-unsafe-eval', its chunk not loaded): the work is then sealed as before, not lost.
 */
async function newestKeys(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
): Promise<{ keys: { seal: CryptoKey; outbox: CryptoKey }; v: Version }> {
  try {
    return { keys: await deriveKeys(password, salt, 2), v: 2 };
  } catch {
    return { keys: await deriveKeys(password, salt, 1), v: 1 };
  }
}

async function saltOf(userId: number): Promise<Uint8Array<ArrayBuffer>> {
  const stored = await vaultDb.get(`salt:${userId}`);
  if (typeof stored === 'string') return fromBase64(stored);
  const salt = crypto.getRandomValues(new Uint8Array(16));
  await vaultDb.put(`salt:${userId}`, toBase64(salt));
  return salt;
}

/** A stored key: `{ key, v: 2 }`, or a bare `CryptoKey` kept before versions (PBKDF2). */
function keptOf(stored: unknown): Kept | undefined {
  if (isCryptoKey(stored)) return { key: stored, v: 1 };
  if (isRecord(stored) && stored.v === 2 && isCryptoKey(stored.key))
    return { key: stored.key, v: 2 };
  return undefined;
}

async function keyOf(userId: number): Promise<Kept | undefined> {
  return held.get(userId) ?? keptOf(await vaultDb.get(`key:${userId}`));
}

const versionOf = (sealed: Record<string, unknown>): Version => (sealed.v === 2 ? 2 : 1);

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
  const kept = await keyOf(userId);
  let sealed = false;
  if (kept) {
    const work: SealedWork = {
      drafts,
      outbox: await Promise.all(entries.map(sealEntry)),
      interrupted,
    };
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const plain = new TextEncoder().encode(JSON.stringify(work));
    const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, kept.key, plain);
    // A part per seal: two tabs sealing at once never overwrite each other. Marked with the
    // key's derivation (none for PBKDF2, as such parts always were).
    const part = kept.v === 1 ? { iv, data } : { iv, data, v: kept.v };
    await vaultDb.put(`sealed:${userId}:${randomId()}`, part);
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
  const salt = await saltOf(userId);
  const { keys, v } = await newestKeys(password, salt);
  const sealedParts = new Map<string, Record<string, unknown>>();
  for (const part of parts) {
    const sealed = await vaultDb.get(part);
    if (isRecord(sealed)) sealedParts.set(part, sealed);
  }
  // PBKDF2 only for what was sealed or kept before argon2id: parts without a version, and the
  // outbox entries of a key kept from then (theirs, not to be held for confirmation).
  const keptBefore = (await keyOf(userId))?.v === 1;
  const older =
    v === 1
      ? keys
      : keptBefore || [...sealedParts.values()].some((sealed) => versionOf(sealed) === 1)
        ? await deriveKeys(password, salt, 1)
        : undefined;
  // A shared device's outbox key comes from the password (their entries verify again at their
  // next sign-in, and nobody else can make one); a personal device's is new at each sign-in.
  const alsoTheirs = keptBefore && v === 2 ? older?.outbox : undefined;
  if (keepKey) await renewOutboxKey(userId, keys.outbox, alsoTheirs);
  else await renewOutboxKey(userId);
  if (keepKey) {
    held.set(userId, { key: keys.seal, v });
    // A PBKDF2 key is kept bare, as keys always were before argon2id.
    await vaultDb.put(`key:${userId}`, v === 1 ? keys.seal : { key: keys.seal, v });
  }
  let opened = 0;
  for (const [part, sealed] of sealedParts) {
    if (!isTagged(sealed.iv, 'Uint8Array')) continue;
    if (!isTagged(sealed.data, 'ArrayBuffer')) continue;
    const key = versionOf(sealed) === 1 ? older?.seal : v === 2 ? keys.seal : undefined;
    if (!key) continue;
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
