import { idbStore } from './idb-store';

/**
 * The work vault's IndexedDB store (src/lib/work-vault.ts): salts, keys and sealed work under
 * text keys (`salt:4`, `key:4`, `sealed:4:<id>`). Its own database, so the outbox's keeps its
 * version.
 */
const run = idbStore('qek-vault', 'vault');

export const vaultDb = {
  get: (key: string) => run<unknown>('readonly', (store) => store.get(key)),
  put: (key: string, value: unknown) =>
    run('readwrite', (store) => store.put(value, key)).then(() => undefined),
  remove: (key: string) => run('readwrite', (store) => store.delete(key)).then(() => undefined),
  /** The keys that start with `prefix`, in order. */
  keys: (prefix: string) =>
    run<IDBValidKey[]>(
      'readonly',
      (store) => store.getAllKeys(IDBKeyRange.bound(prefix, `${prefix}\uffff`)),
      // Stryker disable next-line MethodExpression: the vault writes text keys only; this narrows the type
    ).then((keys) => keys.filter((key): key is string => typeof key === 'string')),
};
