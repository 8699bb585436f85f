import { clearStoredDb, loadStoredDb, storeDb } from './persistence';
import { readKaizenScale } from './scale';
import { seedDemoDb, type SeedOptions } from './seed';
import type { DemoDb } from './types';

let current: DemoDb | null = null;
let scaleOverride: number | null = null;
let persistenceOff = false;

function loadOrSeed(): DemoDb {
  const kaizenCount = scaleOverride ?? readKaizenScale();
  const stored = loadStoredDb();
  // A copy seeded at another scale is dropped: `?demo_kaizens=` asks for a different world.
  if (stored && stored.meta.kaizenCount === kaizenCount) return stored;
  return seedDemoDb({ kaizenCount });
}

/** The live db: loaded from localStorage on first use, else freshly seeded. */
export function getDb(): DemoDb {
  current ??= loadOrSeed();
  return current;
}

/** Called by the handlers after a request that changed something. */
export function saveDemoDb(): void {
  if (!current || persistenceOff) return;
  if (!storeDb(current)) {
    // Stringifying megabytes on every click helps nobody once the quota is known to be hit.
    persistenceOff = true;
    console.warn('[demo] localStorage is full; the demo db now lives in memory only.');
  }
}

/**
 * Throws away every change and the saved copy. With options the new db is seeded at once
 * (tests pick a scale or a "now"); without, it is seeded on next use at the configured scale.
 */
export function resetDemoDb(options?: SeedOptions): void {
  clearStoredDb();
  persistenceOff = false;
  scaleOverride = options?.kaizenCount ?? null;
  current = options ? seedDemoDb(options) : null;
}

/** What a page reload does: forget the memory copy and read localStorage again. */
export function reloadDemoDbFromStorage(): DemoDb {
  current = null;
  return getDb();
}
