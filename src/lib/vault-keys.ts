import { isRecord } from '@/utils/is-record';
import { fromBase64, toBase64 } from './base64';
import { vaultDb } from './vault-db';

/**
 * The work vault's keys (src/lib/work-vault.ts): derived (argon2id; PBKDF2 for records sealed
 * before it) from a user's password at sign-in, never stored as the password. On a shared device
 * the sealing key is kept, unexportable, in IndexedDB while they are signed in, so each of their
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
export type Version = 1 | 2;

/** A sealing key with the derivation that gave it: what it seals is marked with that version. */
export interface Kept {
  key: CryptoKey;
  v: Version;
}

/** What a password gives: the sealing key (AES-GCM) and a signing key (HMAC) for the caller. */
export interface PasswordKeys {
  seal: CryptoKey;
  sign: CryptoKey;
}

// The signing key's HKDF info: kept as it was when only the outbox signed, so its keys stay.
const SIGN_INFO = 'qek outbox mac v1';

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

/** The signing key a password's bits give: HKDF (SHA-256), never the sealing key itself. */
export async function signingKeyFromBits(bits: BufferSource): Promise<CryptoKey> {
  const base = await crypto.subtle.importKey('raw', bits, 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: new Uint8Array(0),
      info: new TextEncoder().encode(SIGN_INFO),
    },
    base,
    { name: 'HMAC', hash: 'SHA-256', length: 256 },
    false,
    ['sign', 'verify'],
  );
}

/**
 * The password's keys in version `v`: the derivation's 256 bits (argon2id, or PBKDF2 for older
 * records) are the sealing key and, through HKDF, the signing key. argon2id (WebAssembly,
 * hash-wasm) is its own chunk, loaded here.
 */
export async function deriveKeys(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  v: Version,
): Promise<PasswordKeys> {
  let bits: BufferSource;
  if (v === 2) {
    const argon2idBits = await import('./argon2id').then((module) => module.argon2idBits);
    bits = await argon2idBits(password, salt, keyDerivation.argon2MemoryKiB);
  } else bits = await pbkdf2Bits(password, salt);
  const seal = await crypto.subtle.importKey('raw', bits, 'AES-GCM', false, ['encrypt', 'decrypt']);
  return { seal, sign: await signingKeyFromBits(bits) };
}

/**
 * argon2id's keys, or PBKDF2's where WebAssembly cannot run (a policy without
 * 'wasm-unsafe-eval', its chunk not loaded): the work is then sealed as before, not lost.
 */
export async function newestKeys(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
): Promise<{ keys: PasswordKeys; v: Version }> {
  try {
    return { keys: await deriveKeys(password, salt, 2), v: 2 };
  } catch {
    return { keys: await deriveKeys(password, salt, 1), v: 1 };
  }
}

export async function saltOf(userId: number): Promise<Uint8Array<ArrayBuffer>> {
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

export async function keyOf(userId: number): Promise<Kept | undefined> {
  return held.get(userId) ?? keptOf(await vaultDb.get(`key:${userId}`));
}

/** Keeps `userId`'s sealing key on the device (a shared device's sign-in). */
export async function keepKey(userId: number, kept: Kept): Promise<void> {
  held.set(userId, kept);
  // A PBKDF2 key is kept bare, as keys always were before argon2id.
  await vaultDb.put(`key:${userId}`, kept.v === 1 ? kept.key : kept);
}

/** Forgets `userId`'s sealing key on the device: their sealed work now needs their password. */
export async function forgetKey(userId: number): Promise<void> {
  held.delete(userId);
  await vaultDb.remove(`key:${userId}`);
}

/** Reads `userId`'s stored key into this tab, so it can seal their work after another tab signed out. */
export async function holdKey(userId: number): Promise<void> {
  const key = await keyOf(userId);
  // Stryker disable next-line ConditionalExpression: an undefined held is read past (`??`) as none
  if (key) held.set(userId, key);
}
