type Outcome<T = unknown> = { ok: true; value: T } | { ok: false; error: unknown };

const outcomes = new WeakMap<Promise<unknown>, Outcome>();

/** Remembers how `promise` settles, so it can be read at once later (`outcomeOf`). */
export function track<T>(promise: Promise<T>): Promise<T> {
  if (!outcomes.has(promise)) {
    promise.then(
      (value) => outcomes.set(promise, { ok: true, value }),
      (error: unknown) => outcomes.set(promise, { ok: false, error }),
    );
  }
  return promise;
}

/** How a tracked promise settled; undefined while it is pending (or was never tracked). */
export function outcomeOf<T>(promise: Promise<T>): Outcome<T> | undefined {
  // Only `track` writes here, with what this very promise gave.
  return outcomes.get(promise) as Outcome<T> | undefined;
}
