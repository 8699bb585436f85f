import { afterEach, describe, expect, test, vi } from 'vitest';
import { vaultDb } from './vault-db';
import { forgetKey, keyDerivation, keyOf } from './vault-keys';
import { openSealed, sealFor } from './work-vault';

const ANNA = 14;
const BOB = 15;
const PASSWORD = 'kaizen';

/** The steps a sign-in hands the vault, recording what it was told and handed back. */
function signInSteps(keepKey: boolean) {
  const restored: unknown[] = [];
  const onSigningKey = vi.fn((_next?: CryptoKey, _alsoTheirs?: CryptoKey) => Promise.resolve());
  const restore = (value: unknown) => {
    restored.push(value);
    return Promise.resolve();
  };
  return { steps: { keepKey, onSigningKey, restore }, restored, onSigningKey };
}

/**
 * Seals each of `values` for `userId` as their tabs do after a sign-in on a shared device, then
 * signs out. The sign-in opens what was sealed before and its key can open.
 */
async function sealed(userId: number, ...values: unknown[]): Promise<void> {
  await openSealed(userId, PASSWORD, signInSteps(true).steps);
  for (const value of values) expect(await sealFor(userId, value)).toBe(true);
  await forgetKey(userId);
}

/** Where argon2id cannot run: a memory it refuses stands for WebAssembly refused. */
const withoutArgon2id = () => (keyDerivation.argon2MemoryKiB = 1);

/** How often the password went through PBKDF2 while `step` ran. */
async function pbkdf2Derivations(step: () => Promise<unknown>): Promise<number> {
  const importKey = vi.spyOn(crypto.subtle, 'importKey');
  await step();
  const count = importKey.mock.calls.filter((call) => call[2] === 'PBKDF2').length;
  importKey.mockRestore();
  return count;
}

afterEach(async () => {
  await forgetKey(ANNA);
  await forgetKey(BOB);
});

describe('the work vault', () => {
  test('what is sealed comes back with the same password, once, and its part goes', async () => {
    await sealed(ANNA, { title: 'Etiketten' });
    const { steps, restored, onSigningKey } = signInSteps(true);

    expect(await openSealed(ANNA, PASSWORD, steps)).toBe(1);

    expect(restored).toEqual([{ title: 'Etiketten' }]);
    expect(await vaultDb.keys(`sealed:${ANNA}:`)).toEqual([]);
    expect(onSigningKey).toHaveBeenCalledOnce();
    const [next, alsoTheirs] = onSigningKey.mock.calls[0] ?? [];
    expect(next?.algorithm).toMatchObject({ name: 'HMAC' });
    expect(alsoTheirs).toBeUndefined();
    const kept = await keyOf(ANNA);
    expect(kept?.v).toBe(2);
    // Kept on the device, but never to be read out of it.
    expect(kept?.key.extractable).toBe(false);
  });

  test('without a key on the device nothing is sealed', async () => {
    expect(await sealFor(ANNA, { title: 'Etiketten' })).toBe(false);
    expect(await vaultDb.keys('sealed:')).toEqual([]);
  });

  test("on a personal device with nothing of theirs sealed, nothing is derived, even beside another's work", async () => {
    await sealed(BOB, { title: 'Van Bob' });
    const { steps, restored, onSigningKey } = signInSteps(false);

    expect(await openSealed(ANNA, PASSWORD, steps)).toBe(0);

    expect(onSigningKey).toHaveBeenCalledWith();
    expect(restored).toEqual([]);
    // No salt made for her: no key was derived from her password.
    expect(await vaultDb.get(`salt:${ANNA}`)).toBeUndefined();
    expect(await vaultDb.keys(`sealed:${BOB}:`)).toHaveLength(1);
  });

  test('work sealed before argon2id opens beside newer work; PBKDF2 is paid once for it, and only then', async () => {
    await sealed(ANNA, 'van nu');
    // The sign-in where argon2id cannot run leaves argon2id's part sealed.
    withoutArgon2id();
    await sealed(ANNA, 'van toen');
    keyDerivation.argon2MemoryKiB = 64;
    const { steps, restored, onSigningKey } = signInSteps(true);

    expect(await pbkdf2Derivations(() => openSealed(ANNA, PASSWORD, steps))).toBe(1);

    expect(restored.sort()).toEqual(['van nu', 'van toen']);
    // No key of theirs was kept from then: only the new signing key is theirs.
    expect(onSigningKey.mock.calls[0]?.[1]).toBeUndefined();
    await sealed(ANNA, 'nog eens');
    expect(await pbkdf2Derivations(() => openSealed(ANNA, PASSWORD, steps))).toBe(0);
  });

  test('where argon2id cannot run, PBKDF2 opens what it sealed, derived once', async () => {
    withoutArgon2id();
    await sealed(ANNA, 'van toen', 'nog van toen');
    const { steps, restored } = signInSteps(true);

    expect(await pbkdf2Derivations(() => openSealed(ANNA, PASSWORD, steps))).toBe(1);
    expect(restored.sort()).toEqual(['nog van toen', 'van toen']);
  });

  test('a key kept from before argon2id: its signing key is named as theirs too, once argon2id runs', async () => {
    withoutArgon2id();
    await openSealed(ANNA, PASSWORD, signInSteps(true).steps);
    expect((await keyOf(ANNA))?.v).toBe(1);

    const still = signInSteps(true);
    await openSealed(ANNA, PASSWORD, still.steps);
    expect(still.onSigningKey.mock.calls[0]?.[1]).toBeUndefined();

    keyDerivation.argon2MemoryKiB = 64;
    const now = signInSteps(true);
    await openSealed(ANNA, PASSWORD, now.steps);
    const [next, alsoTheirs] = now.onSigningKey.mock.calls[0] ?? [];
    expect(alsoTheirs?.algorithm).toMatchObject({ name: 'HMAC' });
    expect(alsoTheirs).not.toBe(next);
    expect((await keyOf(ANNA))?.v).toBe(2);
  });

  test('damaged parts stay sealed, and the rest opens', async () => {
    await sealed(ANNA, 'heel');
    const [whole] = await vaultDb.keys(`sealed:${ANNA}:`);
    const part = (await vaultDb.get(whole ?? '')) as { iv: Uint8Array; data: ArrayBuffer };
    await vaultDb.put(`sealed:${ANNA}:none`, null);
    await vaultDb.put(`sealed:${ANNA}:iv-as-list`, { ...part, iv: [...part.iv] });
    await vaultDb.put(`sealed:${ANNA}:no-data`, { iv: part.iv, v: 2 });
    const { steps, restored } = signInSteps(true);

    expect(await openSealed(ANNA, PASSWORD, steps)).toBe(1);

    expect(restored).toEqual(['heel']);
    expect(await vaultDb.keys(`sealed:${ANNA}:`)).toEqual([
      `sealed:${ANNA}:iv-as-list`,
      `sealed:${ANNA}:no-data`,
      `sealed:${ANNA}:none`,
    ]);
  });
});
