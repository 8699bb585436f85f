import { describe, expect, test } from 'vitest';
import { idbStore } from './idb-store';
import { vaultDb } from './vault-db';

describe("the work vault's store", () => {
  test('is the database and store earlier versions wrote, under text keys', async () => {
    await vaultDb.put('salt:4', 'zout');

    const asWritten = idbStore('qek-vault', 'vault');
    expect(await asWritten('readonly', (store) => store.get('salt:4'))).toBe('zout');
  });

  test('lists the keys that start with a prefix, in order, and nothing else', async () => {
    for (const key of ['sealed:4:b', 'sealed:4:a', 'sealed:41:a', 'sealed:5:a', 'key:4'])
      await vaultDb.put(key, 1);

    expect(await vaultDb.keys('sealed:4:')).toEqual(['sealed:4:a', 'sealed:4:b']);
    await vaultDb.remove('sealed:4:a');
    expect(await vaultDb.keys('sealed:4:')).toEqual(['sealed:4:b']);
  });
});
