import { describe, expect, test } from 'vitest';
import type { KaizenInput } from '@/api/schemas/kaizen';
import { useAdminStorage } from '@/stores/admin-storage-store';
import { handParser } from '@/api/parsers';
import { fromBase64 } from '@/lib/base64';
import { hasKeptWork, keptWorkOf } from '@/lib/kept-work';
import { keyDerivation, signingKeyFromBits } from '@/lib/vault-keys';
import { vaultDb } from '@/lib/vault-db';
import { argon2id } from 'hash-wasm';
import { queueKaizen } from './kaizen-outbox';
import { draftsOf } from './drafts';
import { outboxDb } from './outbox-db';
import { useOutboxStore } from './outbox-store';
import { outboxKeyOf } from './outbox-mac';
import {
  discardUnsentWork,
  forgetUnsentKeys,
  openUnsentWork,
  putAwayUnsentWork,
  sealUnsentWork,
  unsentWorkOf,
} from './unsent-work';

const ANNA = 4;
const BOB = 5;
const PASSWORD = 'kaizen';
const TITLE = 'Etiketten op de stellingen';
const PHOTO_TEXT = 'jpeg-bytes-of-the-rack';

const draft = (userId: number, title: string) => ({
  userId,
  kaizenId: null,
  values: { title },
  savedAt: '2026-01-01T10:00:00.000Z',
});

async function annaWorks() {
  useAdminStorage.getState().setKaizenForm({ drafts: [draft(ANNA, TITLE), draft(BOB, 'Van Bob')] });
  const input: KaizenInput = {
    title: TITLE,
    team_id: 1,
    problem: 'Zoeken kost tijd.',
    improvement: 'Vaste plekken.',
    status: 'open',
    before_image: new File([PHOTO_TEXT], 'rek.jpg', { type: 'image/jpeg' }),
  };
  await queueKaizen(ANNA, input, { title: TITLE });
}

/** Everything the profile holds, as text a person could search: localStorage and IndexedDB. */
async function profileText(): Promise<string> {
  const decode = (value: unknown): string => {
    if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) {
      const view = ArrayBuffer.isView(value) ? value : new Uint8Array(value);
      return new TextDecoder().decode(view);
    }
    if (value instanceof Blob) return '[blob]';
    if (typeof value === 'object' && value !== null)
      return Object.values(value).map(decode).join(' ');
    return String(value);
  };
  const vault = await vaultDb.keys('');
  const values = await Promise.all(vault.map((key) => vaultDb.get(key)));
  const outbox = await outboxDb.all();
  const outboxText = await Promise.all(
    outbox.map(async (entry) => {
      const photo = entry.input.before_image;
      return `${JSON.stringify(entry)} ${photo ? await photo.text() : ''}`;
    }),
  );
  return [JSON.stringify({ ...localStorage }), values.map(decode).join(' '), ...outboxText].join(
    ' ',
  );
}

/** The vault's PBKDF2 bits of PASSWORD, as records before argon2id were sealed with. */
async function pbkdf2Bits(salt: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer> {
  const material = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(PASSWORD),
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
 * Seals `work` for ANNA by hand as the vault did before argon2id (PBKDF2 straight into the
 * AES-GCM key, no version): a value no release of this app would seal, as damage may leave it.
 */
async function sealedByHand(work: unknown): Promise<void> {
  await openUnsentWork(ANNA, PASSWORD, { keepKey: true });
  await forgetUnsentKeys(ANNA);
  const salt = fromBase64(String(await vaultDb.get(`salt:${ANNA}`)));
  const key = await crypto.subtle.importKey('raw', await pbkdf2Bits(salt), 'AES-GCM', false, [
    'encrypt',
  ]);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(work));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain);
  await vaultDb.put(`sealed:${ANNA}:by-hand`, { iv, data });
}

const entryOf = (userId: number, title: string, photo?: unknown) => ({
  id: `${userId}-${title}`,
  userId,
  queuedAt: '2026-01-01T10:00:00.000Z',
  input: { title, team_id: 1, problem: 'p', improvement: 'i', status: 'open', before_image: photo },
  values: { title },
  state: 'waiting',
  uncertain: false,
});

describe('the work vault of a shared device', () => {
  test('sealed work leaves nothing readable of it, and the same password brings it back', async () => {
    await openUnsentWork(ANNA, PASSWORD, { keepKey: true });
    await annaWorks();
    expect(await profileText()).toContain(TITLE);

    expect(await sealUnsentWork(ANNA, { 'profile-form': { name: 'Anna' } })).toBe(true);
    await forgetUnsentKeys(ANNA);

    const atRest = await profileText();
    expect(atRest).not.toContain(TITLE);
    expect(atRest).not.toContain(PHOTO_TEXT);
    // Another person's draft is not theirs to seal.
    expect(atRest).toContain('Van Bob');
    // Without the key nothing more can be sealed for her.
    expect(await unsentWorkOf(ANNA)).toEqual({ drafts: 0, outbox: 0, sealable: false });

    expect(await openUnsentWork(ANNA, PASSWORD, { keepKey: true })).toBe(1);

    expect(await unsentWorkOf(ANNA)).toEqual({ drafts: 1, outbox: 1, sealable: true });
    const [entry] = await outboxDb.all();
    expect(entry?.input.title).toBe(TITLE);
    await expect(entry?.input.before_image?.text()).resolves.toBe(PHOTO_TEXT);
    const name = handParser((value) => (typeof value === 'object' ? value : undefined), 'work');
    expect(keptWorkOf(ANNA, 'profile-form', name)).toEqual({ name: 'Anna' });
    expect(await vaultDb.keys('sealed:')).toEqual([]);
  });

  test('a seal made before argon2id and before the outbox had keys of its own (PBKDF2, no version) still opens', async () => {
    // As the vault sealed until then: PBKDF2 straight into the AES-GCM key.
    await openUnsentWork(ANNA, PASSWORD, { keepKey: true });
    await forgetUnsentKeys(ANNA);
    const salt = fromBase64(String(await vaultDb.get(`salt:${ANNA}`)));
    const material = await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(PASSWORD),
      'PBKDF2',
      false,
      ['deriveKey'],
    );
    const key = await crypto.subtle.deriveKey(
      { name: 'PBKDF2', salt, iterations: keyDerivation.iterations, hash: 'SHA-256' },
      material,
      { name: 'AES-GCM', length: 256 },
      false,
      ['encrypt'],
    );
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const work = { drafts: [draft(ANNA, TITLE)], outbox: [], interrupted: {} };
    const data = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv },
      key,
      new TextEncoder().encode(JSON.stringify(work)),
    );
    await vaultDb.put(`sealed:${ANNA}:old`, { iv, data });

    expect(await openUnsentWork(ANNA, PASSWORD, { keepKey: true })).toBe(1);
    expect(await unsentWorkOf(ANNA)).toMatchObject({ drafts: 1 });
  });

  test('a new seal is argon2id’s (version 2): the password’s argon2id bits open it, PBKDF2’s do not', async () => {
    await openUnsentWork(ANNA, PASSWORD, { keepKey: true });
    await annaWorks();
    await sealUnsentWork(ANNA);
    await forgetUnsentKeys(ANNA);
    const [part] = await vaultDb.keys(`sealed:${ANNA}:`);
    const sealed = (await vaultDb.get(part ?? '')) as { iv: Uint8Array; data: ArrayBuffer; v: 2 };
    const salt = fromBase64(String(await vaultDb.get(`salt:${ANNA}`)));
    const openWith = async (bits: BufferSource) => {
      const key = await crypto.subtle.importKey('raw', bits, 'AES-GCM', false, ['decrypt']);
      const iv = new Uint8Array(sealed.iv);
      return crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, sealed.data).then(
        (plain) => new TextDecoder().decode(plain),
        () => undefined,
      );
    };

    expect(sealed.v).toBe(2);
    const argonBits = await argon2id({
      password: PASSWORD,
      salt,
      parallelism: 1,
      iterations: 2,
      memorySize: keyDerivation.argon2MemoryKiB,
      hashLength: 32,
      outputType: 'binary',
    });
    expect(await openWith(new Uint8Array(argonBits))).toContain(TITLE);
    expect(await openWith(await pbkdf2Bits(salt))).toBeUndefined();
  });

  test('a key kept from before argon2id seals as PBKDF2, and its outbox entries are not held at the next sign-in', async () => {
    await openUnsentWork(ANNA, PASSWORD, { keepKey: true });
    // Signed in before the update: the bare PBKDF2 key and its outbox key.
    const salt = fromBase64(String(await vaultDb.get(`salt:${ANNA}`)));
    const bits = await pbkdf2Bits(salt);
    const older = await crypto.subtle.importKey('raw', bits, 'AES-GCM', false, [
      'encrypt',
      'decrypt',
    ]);
    await forgetUnsentKeys(ANNA);
    await vaultDb.put(`key:${ANNA}`, older);
    await vaultDb.put(`mac:${ANNA}`, await signingKeyFromBits(bits));
    await annaWorks();

    expect(await openUnsentWork(ANNA, PASSWORD, { keepKey: true })).toBe(0);
    const [entry] = await outboxDb.all();
    expect(entry?.held).toBeFalsy();
    expect(await outboxKeyOf(ANNA)).not.toBeUndefined();

    // A tab that held the older key seals with it: a part without version, opened by PBKDF2.
    await forgetUnsentKeys(ANNA);
    await vaultDb.put(`key:${ANNA}`, older);
    expect(await sealUnsentWork(ANNA)).toBe(true);
    const [part] = await vaultDb.keys(`sealed:${ANNA}:`);
    expect(await vaultDb.get(part ?? '')).not.toHaveProperty('v');
    await forgetUnsentKeys(ANNA);
    expect(await openUnsentWork(ANNA, PASSWORD, { keepKey: true })).toBe(1);
    expect(await unsentWorkOf(ANNA)).toMatchObject({ drafts: 1, outbox: 1 });
  });

  test('where argon2id cannot run, the work is sealed with PBKDF2 as before, not lost', async () => {
    // A memory argon2id refuses stands for WebAssembly refused (a policy without it).
    keyDerivation.argon2MemoryKiB = 1;
    await openUnsentWork(ANNA, PASSWORD, { keepKey: true });
    await annaWorks();

    expect(await sealUnsentWork(ANNA)).toBe(true);
    const [part] = await vaultDb.keys(`sealed:${ANNA}:`);
    expect(await vaultDb.get(part ?? '')).not.toHaveProperty('v');
    await forgetUnsentKeys(ANNA);

    expect(await openUnsentWork(ANNA, PASSWORD, { keepKey: true })).toBe(1);
    expect(await unsentWorkOf(ANNA)).toMatchObject({ drafts: 1, outbox: 1 });
  });

  test('the outbox key comes from the password, not the sealing key, and goes at sign-out', async () => {
    await openUnsentWork(ANNA, PASSWORD, { keepKey: true });
    const outboxKey = await outboxKeyOf(ANNA);
    expect(outboxKey?.algorithm).toMatchObject({ name: 'HMAC' });
    expect(outboxKey?.extractable).toBe(false);
    expect(await vaultDb.get(`key:${ANNA}`)).toMatchObject({
      key: { algorithm: { name: 'AES-GCM' } },
      v: 2,
    });

    await forgetUnsentKeys(ANNA);

    expect(await outboxKeyOf(ANNA)).toBeUndefined();
  });

  test('another password opens nothing and the work stays sealed', async () => {
    await openUnsentWork(ANNA, PASSWORD, { keepKey: true });
    await annaWorks();
    await sealUnsentWork(ANNA);
    await forgetUnsentKeys(ANNA);

    expect(await openUnsentWork(ANNA, 'geraden', { keepKey: true })).toBe(0);

    expect(await unsentWorkOf(ANNA)).toMatchObject({ drafts: 0, outbox: 0 });
    expect(await vaultDb.keys(`sealed:${ANNA}:`)).toHaveLength(1);
  });

  test('another person signing in opens none of it', async () => {
    await openUnsentWork(ANNA, PASSWORD, { keepKey: true });
    await annaWorks();
    await sealUnsentWork(ANNA);
    await forgetUnsentKeys(ANNA);

    expect(await openUnsentWork(BOB, PASSWORD, { keepKey: true })).toBe(0);
    expect(await profileText()).not.toContain(TITLE);
  });

  test('without a key the work cannot be kept unreadable, so it is removed', async () => {
    await annaWorks();

    expect(await sealUnsentWork(ANNA)).toBe(false);

    expect(await profileText()).not.toContain(TITLE);
    expect(await vaultDb.keys('sealed:')).toEqual([]);
  });

  test('discarding removes the plain work of that person only', async () => {
    await annaWorks();

    await discardUnsentWork(ANNA);

    expect(await unsentWorkOf(ANNA)).toMatchObject({ drafts: 0, outbox: 0 });
    expect(await profileText()).toContain('Van Bob');
  });

  test('photos come back with their name and type; one without a name is a "photo"', async () => {
    await openUnsentWork(ANNA, PASSWORD, { keepKey: true });
    await annaWorks();
    const [entry] = await outboxDb.all();
    const after = new Blob(['png-bytes'], { type: 'image/png' });
    await outboxDb.put({ ...entry, input: { ...entry.input, after_image: after } });
    await sealUnsentWork(ANNA);
    await forgetUnsentKeys(ANNA);

    await openUnsentWork(ANNA, PASSWORD, { keepKey: true });

    const [back] = await outboxDb.all();
    expect(back.input.before_image).toMatchObject({ name: 'rek.jpg', type: 'image/jpeg' });
    expect(back.input.after_image).toMatchObject({ name: 'photo', type: 'image/png' });
    await expect(back.input.after_image?.text()).resolves.toBe('png-bytes');
  });

  test("only the user's own outbox entries are counted, sealed and removed", async () => {
    await openUnsentWork(ANNA, PASSWORD, { keepKey: true });
    await annaWorks();
    await queueKaizen(BOB, { ...(await outboxDb.all())[0].input, title: 'Van Bob' }, {});
    useOutboxStore.setState({ entries: [], loaded: false });

    expect(await unsentWorkOf(ANNA)).toEqual({ drafts: 1, outbox: 1, sealable: true });
    expect(await sealUnsentWork(ANNA)).toBe(true);

    expect((await outboxDb.all()).map((entry) => entry.input.title)).toEqual(['Van Bob']);
    expect(useOutboxStore.getState()).toMatchObject({
      entries: [{ input: { title: 'Van Bob' } }],
      loaded: true,
    });
  });

  test('seals whatever there is of drafts, outbox and screens; nothing at all seals nothing', async () => {
    await openUnsentWork(ANNA, PASSWORD, { keepKey: true });
    expect(await sealUnsentWork(ANNA)).toBe(false);
    expect(await vaultDb.keys(`sealed:${ANNA}:`)).toEqual([]);

    useAdminStorage.getState().setKaizenForm({ drafts: [draft(ANNA, TITLE)] });
    expect(await sealUnsentWork(ANNA)).toBe(true);

    await queueKaizen(
      ANNA,
      { title: TITLE, team_id: 1, problem: 'p', improvement: 'i', status: 'open' },
      {},
    );
    expect(await sealUnsentWork(ANNA)).toBe(true);

    expect(await sealUnsentWork(ANNA, { 'profile-form': { name: 'Anna' } })).toBe(true);
    expect(await vaultDb.keys(`sealed:${ANNA}:`)).toHaveLength(3);
  });

  test('what a damaged seal holds that is not hers, or not an entry, stays out', async () => {
    await sealedByHand({
      drafts: 'not a list',
      outbox: [
        entryOf(ANNA, 'Hers', { name: 'rek.jpg', type: 'image/jpeg', base64: 'AAEC' }),
        entryOf(BOB, 'His'),
        { ...entryOf(ANNA, 'No input'), input: 'damaged' },
        'not an entry',
        entryOf(ANNA, 'Damaged photos', { base64: 'AAEC', name: 7, type: 42 }),
      ],
      interrupted: 'not a record',
    });

    expect(await openUnsentWork(ANNA, PASSWORD, { keepKey: true })).toBe(1);

    const entries = await outboxDb.all();
    expect(entries.map((entry) => entry.input.title)).toEqual(['Damaged photos', 'Hers']);
    expect(entries[0].input.before_image).toMatchObject({ name: 'photo', type: '' });
    expect(entries[1].input.before_image).toMatchObject({ name: 'rek.jpg', type: 'image/jpeg' });
    expect(useOutboxStore.getState()).toMatchObject({ entries: [{}, {}], loaded: true });
    expect(draftsOf(ANNA)).toEqual([]);
    // Read as it was left: a damaged value would be removed by the first reader.
    expect(sessionStorage.getItem('qek_interrupted_work')).toBeNull();
    expect(hasKeptWork()).toBe(false);
  });

  test('a photo sealed without its bytes comes back as none', async () => {
    await sealedByHand({
      drafts: [],
      outbox: [entryOf(ANNA, 'Hers', { name: 'rek.jpg', type: 'image/jpeg' })],
      interrupted: {},
    });

    expect(await openUnsentWork(ANNA, PASSWORD, { keepKey: true })).toBe(1);

    const [entry] = await outboxDb.all();
    expect(entry.input.before_image).toBeNull();
  });
});

describe("a shared device's sign-out", () => {
  test('seals their work unless they discard it, and forgets their keys either way', async () => {
    await openUnsentWork(ANNA, PASSWORD, { keepKey: true });
    await annaWorks();

    expect(await putAwayUnsentWork(ANNA, {})).toBe(true);
    expect(await vaultDb.keys(`sealed:${ANNA}:`)).toHaveLength(1);
    expect(await unsentWorkOf(ANNA)).toEqual({ drafts: 0, outbox: 0, sealable: false });

    await openUnsentWork(ANNA, PASSWORD, { keepKey: true });
    expect(await putAwayUnsentWork(ANNA, { discard: true })).toBe(false);
    expect(await vaultDb.keys(`sealed:${ANNA}:`)).toEqual([]);
    expect(await unsentWorkOf(ANNA)).toEqual({ drafts: 0, outbox: 0, sealable: false });
    expect(await outboxKeyOf(ANNA)).toBeUndefined();
  });

  test('storage that fails does not stop it: nothing sealed', async () => {
    await openUnsentWork(ANNA, PASSWORD, { keepKey: true });
    const working = globalThis.indexedDB;
    globalThis.indexedDB = undefined as unknown as IDBFactory;
    try {
      await expect(putAwayUnsentWork(ANNA, {})).resolves.toBe(false);
      await expect(putAwayUnsentWork(ANNA, { discard: true })).resolves.toBe(false);
    } finally {
      globalThis.indexedDB = working;
    }
  });
});
