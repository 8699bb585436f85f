import { afterEach, describe, expect, test } from 'vitest';
import { vaultDb } from './vault-db';
import { forgetKey, holdKey, keepKey, keyOf, signingKeyFromBits } from './vault-keys';

const ANNA = 24;

const aesKey = () =>
  crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);

afterEach(() => forgetKey(ANNA));

describe("a user's sealing key on the device", () => {
  test('kept from another tab as argon2id keys are, it is read with its version', async () => {
    const key = await aesKey();
    await vaultDb.put(`key:${ANNA}`, { key, v: 2 });

    expect(await keyOf(ANNA)).toEqual({ key, v: 2 });
  });

  test('a bare key, as kept before argon2id, is PBKDF2’s; a PBKDF2 key is kept bare still', async () => {
    const key = await aesKey();
    await vaultDb.put(`key:${ANNA}`, key);
    expect(await keyOf(ANNA)).toEqual({ key, v: 1 });

    await keepKey(ANNA, { key, v: 1 });
    const bare = await vaultDb.get(`key:${ANNA}`);
    expect(bare).toMatchObject({ algorithm: { name: 'AES-GCM' } });
    expect(bare).not.toHaveProperty('v');
    await keepKey(ANNA, { key, v: 2 });
    expect(await vaultDb.get(`key:${ANNA}`)).toMatchObject({ key: { type: 'secret' }, v: 2 });
  });

  test('what is stored that is no key is none', async () => {
    for (const stored of ['key', 4, null, { v: 2, key: 'key' }, { v: 3, key: await aesKey() }]) {
      await vaultDb.put(`key:${ANNA}`, stored);
      expect(await keyOf(ANNA)).toBeUndefined();
    }
  });

  test('held by this tab, it outlives its removal by another tab; forgotten here, it is gone', async () => {
    const key = await aesKey();
    await vaultDb.put(`key:${ANNA}`, { key, v: 2 });

    await holdKey(ANNA);
    // Another tab signs out first.
    await vaultDb.remove(`key:${ANNA}`);
    expect(await keyOf(ANNA)).toEqual({ key, v: 2 });

    await forgetKey(ANNA);
    expect(await keyOf(ANNA)).toBeUndefined();
  });
});

describe('the signing key a password gives', () => {
  test('is HKDF’s of its bits with the info the outbox signed with first, so what it signed still verifies', async () => {
    const bits = crypto.getRandomValues(new Uint8Array(32));
    const base = await crypto.subtle.importKey('raw', bits, 'HKDF', false, ['deriveKey']);
    const outboxKey = await crypto.subtle.deriveKey(
      {
        name: 'HKDF',
        hash: 'SHA-256',
        salt: new Uint8Array(0),
        info: new TextEncoder().encode('qek outbox mac v1'),
      },
      base,
      { name: 'HMAC', hash: 'SHA-256', length: 256 },
      false,
      ['sign'],
    );
    const entry = new TextEncoder().encode('an outbox entry');
    const signature = await crypto.subtle.sign('HMAC', outboxKey, entry);

    const key = await signingKeyFromBits(bits);

    expect(key.extractable).toBe(false);
    expect(await crypto.subtle.verify('HMAC', key, signature, entry)).toBe(true);
  });
});
