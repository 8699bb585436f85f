import { DB_VERSION } from './seed';
import type { DemoDb } from './types';

/** The demo's own key; the app's persisted state lives under `admin_storage` (spec §9). */
export const DB_STORAGE_KEY = 'qek_demo_db';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function isDemoDb(value: unknown): value is DemoDb {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<DemoDb>;
  return candidate.version === DB_VERSION && Array.isArray(candidate.kaizens);
}

/** The saved db, or null when there is none, it is unreadable or from an older version. */
export function loadStoredDb(): DemoDb | null {
  const raw = storage()?.getItem(DB_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isDemoDb(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Saves the db; false when it does not fit (uploaded images are data URLs, 10k kaizens are
 * megabytes). The stale copy is then removed, so a reload reseeds rather than travel back.
 */
export function storeDb(db: DemoDb): boolean {
  const store = storage();
  if (!store) return true;
  try {
    store.setItem(DB_STORAGE_KEY, JSON.stringify(db));
    return true;
  } catch {
    store.removeItem(DB_STORAGE_KEY);
    return false;
  }
}

export function clearStoredDb(): void {
  storage()?.removeItem(DB_STORAGE_KEY);
}
