import { withDeadline } from './deadline';

/**
 * Something loaded on demand could not be loaded (a chunk of code): shown as a failure to try
 * again, not as a crash, because trying again is what helps.
 */
export class LoadFailedError extends Error {
  constructor(cause: unknown) {
    super(`could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'LoadFailedError';
  }
}

/**
 * How long anything loaded on demand may take before it counts as failed (test seam). A chunk
 * request on a stalled connection never settles by itself, and the browser has no timeout for
 * `import()`: without a deadline its spinner would never end. Long enough for a large chunk
 * over a slow phone connection; the language files' own requests time out sooner.
 */
export const loadDeadline = { ms: 45_000 };

/** The loads of every cache still in flight (`loadsSettled`). */
const inFlight = new Set<Promise<unknown>>();

/**
 * Settles once every load started so far, and any it started in turn, has settled (each within
 * its deadline). For the unit tests' harness: their files share one module graph, and a page's
 * code still being imported as a file ends fails for good in the next file ("loaded after the
 * environment was torn down"), whose page then shows its error.
 */
export async function loadsSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

interface Entry<V> {
  promise: Promise<V>;
  loaded?: { value: V };
}

/**
 * The one cache of what loads on demand (page code, language files, parts of a page): a load in
 * flight is shared, a success is kept, a load that outlives `loadDeadline` fails, and a failure
 * is forgotten the moment it happens, so the next attempt (a retry click, a second visit) asks
 * again instead of repeating the failure.
 * React's `lazy` and React Router's `lazy` keep a failure for the rest of the visit
 * (docs/decisions.md, "One load cache").
 */
export function createLoadCache<K, V>() {
  const entries = new Map<K, Entry<V>>();
  return {
    load(key: K, load: () => Promise<V>): Promise<V> {
      const known = entries.get(key);
      if (known) return known.promise;
      const entry: Entry<V> = {
        promise: withDeadline(load(), loadDeadline.ms).then(
          (value) => {
            entry.loaded = { value };
            return value;
          },
          (error: unknown) => {
            if (entries.get(key) === entry) entries.delete(key);
            throw error;
          },
        ),
      };
      entries.set(key, entry);
      inFlight.add(entry.promise);
      void entry.promise.then(
        () => inFlight.delete(entry.promise),
        () => inFlight.delete(entry.promise),
      );
      return entry.promise;
    },
    /** The value, once loaded; undefined while loading or after a failure. */
    loaded(key: K): V | undefined {
      return entries.get(key)?.loaded?.value;
    },
    /** Whether the load finished well (for values that are undefined once loaded). */
    isLoaded(key: K): boolean {
      return entries.get(key)?.loaded !== undefined;
    },
    /** The load in flight or done; undefined when none was started or it failed. */
    pending(key: K): Promise<V> | undefined {
      return entries.get(key)?.promise;
    },
    keys(): K[] {
      return [...entries.keys()];
    },
    clear(): void {
      entries.clear();
    },
  };
}
