import { isRecord } from '@/utils/is-record';
import { randomId } from '@/utils/random-id';
import { vaultDb } from './vault-db';
import {
  deriveKeys,
  keepKey,
  keyOf,
  newestKeys,
  saltOf,
  type PasswordKeys,
  type Version,
} from './vault-keys';

/**
 * A shared device's vault (docs/decisions.md, "Sealed work on a shared device"): what its caller
 * hands it for one person (any value JSON can write) is sealed with AES-GCM under a key derived
 * from their password at sign-in (src/lib/vault-keys.ts), and handed back when they sign in
 * again with that password. What the value means is its caller's business: the vault reads no
 * one's storage.
 */

interface OpenSteps {
  /** Keep their sealing key on the device (a shared device), so their tabs can seal. */
  keepKey: boolean;
  /**
   * Told once, before any part is opened, which signing key is theirs from now on: the one their
   * password gives (`keepKey`), with `alsoTheirs` the same password's by the older derivation
   * when a key from then was kept; none on a personal device (the caller makes a fresh one).
   */
  onSigningKey: (next?: CryptoKey, alsoTheirs?: CryptoKey) => Promise<void>;
  /** Puts back one opened value; its sealed part goes once this resolves. */
  restore: (value: unknown) => Promise<void>;
}

const versionOf = (sealed: Record<string, unknown>): Version => (sealed.v === 2 ? 2 : 1);

/**
 * Whether `userId`'s key is on the device, so what is theirs can be sealed: not without
 * WebCrypto (a secure context: a plain-HTTP host has none) and a sign-in here in shared mode.
 */
export async function canSealFor(userId: number): Promise<boolean> {
  return (await keyOf(userId)) !== undefined;
}

/** Seals `value` for `userId`; false when their key is not on the device (nothing sealed). */
export async function sealFor(userId: number, value: unknown): Promise<boolean> {
  const kept = await keyOf(userId);
  if (!kept) return false;
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(value));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, kept.key, plain);
  // A part per seal: two tabs sealing at once never overwrite each other. Marked with the key's
  // derivation (none for PBKDF2, as such parts always were).
  const part = kept.v === 1 ? { iv, data } : { iv, data, v: kept.v };
  await vaultDb.put(`sealed:${userId}:${randomId()}`, part);
  return true;
}

async function partsOf(userId: number): Promise<Map<string, Record<string, unknown>>> {
  const parts = new Map<string, Record<string, unknown>>();
  for (const part of await vaultDb.keys(`sealed:${userId}:`)) {
    const sealed = await vaultDb.get(part);
    if (isRecord(sealed)) parts.set(part, sealed);
  }
  return parts;
}

async function openPart(sealed: Record<string, unknown>, key: CryptoKey): Promise<unknown> {
  // WebCrypto refuses an iv or data that are not bytes as it refuses another key: it stays sealed.
  const iv = sealed.iv as BufferSource;
  const plain = await crypto.subtle
    .decrypt({ name: 'AES-GCM', iv }, key, sealed.data as BufferSource)
    .catch(() => undefined);
  return plain && (JSON.parse(new TextDecoder().decode(plain)) as unknown);
}

/**
 * At sign-in with `password`: opens what was sealed for `userId` and hands each value to
 * `restore`; keeps their key on the device when `keepKey`. A part the password does not open (it
 * was changed since) stays sealed. Returns how many parts came back.
 */
export async function openSealed(
  userId: number,
  password: string,
  { keepKey: keep, onSigningKey, restore }: OpenSteps,
): Promise<number> {
  const sealedParts = await partsOf(userId);
  if (!keep && sealedParts.size === 0) {
    // Nothing to open, so nothing waits for the signing key: what reads it waits for it instead
    // (src/kaizens/unsent/outbox-mac.ts), and the sign-in's first page does not.
    void onSigningKey().catch(() => undefined);
    return 0;
  }
  const salt = await saltOf(userId);
  const { keys, v } = await newestKeys(password, salt);
  // PBKDF2 only for what was sealed or kept before argon2id, once: parts without a version, and
  // the signing key of a key kept from then (theirs, not to be held for confirmation).
  let older: Promise<PasswordKeys> | undefined;
  const olderKeys = () =>
    (older ??= v === 1 ? Promise.resolve(keys) : deriveKeys(password, salt, 1));
  const keptBefore = (await keyOf(userId))?.v === 1;
  if (keep) {
    await onSigningKey(keys.sign, keptBefore && v === 2 ? (await olderKeys()).sign : undefined);
    await keepKey(userId, { key: keys.seal, v });
  } else await onSigningKey();
  let opened = 0;
  for (const [part, sealed] of sealedParts) {
    // A part of version 2 where argon2id could not run meets PBKDF2's key, which does not open it.
    const key = versionOf(sealed) === 1 ? (await olderKeys()).seal : keys.seal;
    const value = await openPart(sealed, key);
    if (value === undefined) continue;
    await restore(value);
    await vaultDb.remove(part);
    opened += 1;
  }
  return opened;
}
