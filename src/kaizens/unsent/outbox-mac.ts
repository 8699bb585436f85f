import { fromBase64, toBase64 } from '@/lib/base64';
import { vaultDb } from '@/lib/vault-db';
import { outboxDb } from './outbox-db';
import type { OutboxEntry } from './outbox-store';
import { sealedSince } from './sealed-since';

/**
 * Ties each outbox entry to its author (docs/decisions.md, "The outbox sends only what its
 * author put there"): an HMAC-SHA-256 over what they wrote, under their outbox key, kept
 * non-extractable in the vault's IndexedDB (`mac:<user>`). On a shared device the key comes
 * from their password (the vault's signing key, src/lib/vault-keys.ts) and goes at
 * sign-out; on a personal device it is a random key made at each sign-in. An entry is sent
 * only when it verifies under its author's key; one that verifies only under the key of their
 * previous sign-in is held for them to confirm; any other is dropped unsent.
 */

// The prefix of what is signed (the same words as the signing key's HKDF info, as it began).
const MAC_INFO = 'qek outbox mac v1';
const HMAC = { name: 'HMAC', hash: 'SHA-256', length: 256 } as const;
const keyName = (userId: number) => `mac:${userId}`;

/** WebCrypto exists only in a secure context: a plain-HTTP host (a LAN address) has none. */
const canSeal = () => typeof crypto !== 'undefined' && crypto.subtle !== undefined;

/**
 * Entries written in this tab where nothing can seal them (no WebCrypto): sent without asking,
 * as their author is the one who just wrote them here. Any other unsealed entry is held.
 */
const writtenHere = new Set<string>();

const isCryptoKey = (value: unknown): value is CryptoKey =>
  typeof value === 'object' && value !== null && 'algorithm' in value && 'usages' in value;

/**
 * The renewal of a sign-in, while it runs: the key is read, made or forgotten after it. A
 * personal device's sign-in does not wait for it (src/lib/work-vault.ts), so the outbox's first
 * send may come first, and must meet the new key and what it held.
 */
let renewing: Promise<unknown> = Promise.resolve();

async function storedKeyOf(userId: number): Promise<CryptoKey | undefined> {
  const stored = await vaultDb.get(keyName(userId));
  return isCryptoKey(stored) ? stored : undefined;
}

export async function outboxKeyOf(userId: number): Promise<CryptoKey | undefined> {
  await renewing;
  return storedKeyOf(userId);
}

const newOutboxKey = () => crypto.subtle.generateKey(HMAC, false, ['sign', 'verify']);

/** Forgets `userId`'s outbox key (a shared device's sign-out): their entries then need it back. */
export const forgetOutboxKey = (userId: number) =>
  renewing.then(() => vaultDb.remove(keyName(userId)));

/** Object keys in order, at every depth: the same entry always gives the same bytes. */
function canonical(value: unknown): unknown {
  // Stryker disable next-line ConditionalExpression: an array read as an object of its indexes gives the same bytes each time too
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}

async function photoDigest(photo: unknown): Promise<unknown> {
  if (!(photo instanceof Blob)) return null;
  // Copied into this realm's bytes: a structured clone may come from another realm.
  const bytes = new Uint8Array(await photo.arrayBuffer());
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return { type: photo.type, sha256: toBase64(new Uint8Array(digest)) };
}

/** What the author wrote, as bytes: not the sending state, which the outbox itself changes. */
async function sealedBytes(entry: OutboxEntry): Promise<Uint8Array<ArrayBuffer>> {
  const input: Record<string, unknown> = { ...entry.input };
  input.before_image = await photoDigest(entry.input.before_image);
  input.after_image = await photoDigest(entry.input.after_image);
  const { id, userId, queuedAt, values } = entry;
  // Stryker disable next-line EqualityOperator: `!==` flips it in sealing and verifying alike
  const held = entry.held === true;
  const text = JSON.stringify(canonical({ id, userId, queuedAt, input, values, held }));
  return new TextEncoder().encode(`${MAC_INFO}\n${text}`);
}

async function sealWith(entry: OutboxEntry, key: CryptoKey): Promise<OutboxEntry> {
  const mac = await crypto.subtle.sign('HMAC', key, await sealedBytes(entry));
  return { ...entry, mac: toBase64(new Uint8Array(mac)) };
}

async function verifies(entry: OutboxEntry, key: CryptoKey): Promise<boolean> {
  const bytes = await sealedBytes(entry);
  try {
    // No seal reads as an empty one, which verifies under no key.
    // Stryker disable next-line StringLiteral: any other text fails as base64 or as a seal alike
    return await crypto.subtle.verify('HMAC', key, fromBase64(entry.mac ?? ''), bytes);
    // Stryker disable next-line BlockStatement: without its `false` it returns undefined, as falsy
  } catch {
    return false; // Not base64, or not a key that verifies: not the author's seal.
  }
}

/**
 * Seals an entry its author writes now (queued, restored from their vault, confirmed), with
 * their key, made if they have none yet. Without WebCrypto it stays unsealed, sendable from
 * this tab only.
 */
export async function sealForAuthor(entry: OutboxEntry): Promise<OutboxEntry> {
  const plain = { ...entry };
  delete plain.mac;
  if (!canSeal()) {
    if (!plain.held) writtenHere.add(entry.id);
    return plain;
  }
  let key = await outboxKeyOf(entry.userId);
  if (!key) {
    key = await newOutboxKey();
    await vaultDb.put(keyName(entry.userId), key);
  }
  return sealWith(plain, key);
}

const fromBeforeSealing = (entry: OutboxEntry) =>
  entry.mac === undefined && Date.parse(entry.queuedAt) < sealedSince();

/** What the outbox does with an entry of the signed-in author. */
export type Trust = 'send' | 'ask' | 'drop';

export async function trustOf(entry: OutboxEntry, key: CryptoKey | undefined): Promise<Trust> {
  if (!canSeal()) return writtenHere.has(entry.id) && !entry.held ? 'send' : 'ask';
  if (fromBeforeSealing(entry)) return 'ask';
  if (!key || !(await verifies(entry, key))) return 'drop';
  return entry.held ? 'ask' : 'send';
}

/**
 * At `userId`'s sign-in: their outbox key from now on is `next` (a shared device: from their
 * password) or a new random one (a personal device). Their entries sealed under the key of their
 * previous sign-in are sealed again, held for them to confirm; the key before is forgotten.
 * Entries under `alsoTheirs` (the same password's key by the vault's older derivation) are
 * sealed again under `next` as they are.
 */
export function renewOutboxKey(
  userId: number,
  next?: CryptoKey,
  alsoTheirs?: CryptoKey,
): Promise<void> {
  const renewal = renewing.then(() => renew(userId, next, alsoTheirs));
  renewing = renewal.catch(() => undefined);
  return renewal;
}

async function renew(userId: number, next?: CryptoKey, alsoTheirs?: CryptoKey): Promise<void> {
  if (!canSeal()) return;
  const [previous, stored] = await Promise.all([storedKeyOf(userId), outboxDb.all()]);
  const key = next ?? (await newOutboxKey());
  const entries = stored.filter((entry) => entry.userId === userId);
  for (const entry of entries) {
    if (await verifies(entry, key)) continue;
    if (alsoTheirs && (await verifies(entry, alsoTheirs))) {
      await outboxDb.put(await sealWith(entry, key));
      continue;
    }
    const earlier = previous !== undefined && (await verifies(entry, previous));
    if (earlier || fromBeforeSealing(entry))
      await outboxDb.put(await sealWith({ ...entry, held: true }, key));
  }
  await vaultDb.put(keyName(userId), key);
}
