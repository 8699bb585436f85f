import { describe, expect, test } from 'vitest';
import type { KaizenInput } from '@/api/schemas/kaizen';
import { useAdminStorage } from '@/stores/admin-storage-store';
import { keptWorkOf } from './kept-work';
import { handParser } from '@/api/parsers';
import { outboxDb } from './outbox/outbox-db';
import { queueKaizen } from './outbox/kaizen-outbox';
import { vaultDb } from './vault-db';
import { discardWork, forgetKey, sealWork, unlockWork, unsentWorkOf } from './work-vault';

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

describe('the work vault of a shared device', () => {
  test('sealed work leaves nothing readable of it, and the same password brings it back', async () => {
    await unlockWork(ANNA, PASSWORD, { keepKey: true });
    await annaWorks();
    expect(await profileText()).toContain(TITLE);

    expect(await sealWork(ANNA, { 'profile-form': { name: 'Anna' } })).toBe(true);
    await forgetKey(ANNA);

    const atRest = await profileText();
    expect(atRest).not.toContain(TITLE);
    expect(atRest).not.toContain(PHOTO_TEXT);
    // Another person's draft is not theirs to seal.
    expect(atRest).toContain('Van Bob');
    // Without the key nothing more can be sealed for her.
    expect(await unsentWorkOf(ANNA)).toEqual({ drafts: 0, outbox: 0, sealable: false });

    expect(await unlockWork(ANNA, PASSWORD, { keepKey: true })).toBe(1);

    expect(await unsentWorkOf(ANNA)).toEqual({ drafts: 1, outbox: 1, sealable: true });
    const [entry] = await outboxDb.all();
    expect(entry?.input.title).toBe(TITLE);
    await expect(entry?.input.before_image?.text()).resolves.toBe(PHOTO_TEXT);
    const name = handParser((value) => (typeof value === 'object' ? value : undefined), 'work');
    expect(keptWorkOf(ANNA, 'profile-form', name)).toEqual({ name: 'Anna' });
    expect(await vaultDb.keys('sealed:')).toEqual([]);
  });

  test('another password opens nothing and the work stays sealed', async () => {
    await unlockWork(ANNA, PASSWORD, { keepKey: true });
    await annaWorks();
    await sealWork(ANNA);
    await forgetKey(ANNA);

    expect(await unlockWork(ANNA, 'geraden', { keepKey: true })).toBe(0);

    expect(await unsentWorkOf(ANNA)).toMatchObject({ drafts: 0, outbox: 0 });
    expect(await vaultDb.keys(`sealed:${ANNA}:`)).toHaveLength(1);
  });

  test('another person signing in opens none of it', async () => {
    await unlockWork(ANNA, PASSWORD, { keepKey: true });
    await annaWorks();
    await sealWork(ANNA);
    await forgetKey(ANNA);

    expect(await unlockWork(BOB, PASSWORD, { keepKey: true })).toBe(0);
    expect(await profileText()).not.toContain(TITLE);
  });

  test('without a key the work cannot be kept unreadable, so it is removed', async () => {
    await annaWorks();

    expect(await sealWork(ANNA)).toBe(false);

    expect(await profileText()).not.toContain(TITLE);
    expect(await vaultDb.keys('sealed:')).toEqual([]);
  });

  test('discarding removes the plain work of that person only', async () => {
    await annaWorks();

    await discardWork(ANNA);

    expect(await unsentWorkOf(ANNA)).toMatchObject({ drafts: 0, outbox: 0 });
    expect(await profileText()).toContain('Van Bob');
  });
});
