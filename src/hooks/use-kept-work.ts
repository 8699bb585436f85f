import { useEffect, useRef, useState } from 'react';
import type { ResponseParser } from '@/api/parsers';
import { forgetKeptWork, keptWorkOf, registerWork } from '@/lib/kept-work';
import { useSessionStore } from '@/stores/session-store';

/**
 * A screen's work in progress that survives a session expiry and the sign-in after it
 * (src/lib/kept-work.ts). Returns what was kept for this user under `key` (read through
 * `schema`), once, on mount; `current` is asked when the session is found expired and
 * returns undefined when there is nothing worth keeping.
 *
 * @example
 * const kept = useKeptWork('move:selection', idList, () => (ids.length ? ids : undefined));
 * const [selected, setSelected] = useState(() => new Set(kept ?? []));
 */
export function useKeptWork<T>(
  key: string,
  schema: ResponseParser<T>,
  current: () => unknown,
): T | undefined {
  const userId = useSessionStore((state) => state.user?.id ?? null);
  // Read during the first render, forgotten once mounted (a read only: StrictMode renders twice).
  const [kept] = useState(() => (userId === null ? undefined : keptWorkOf(userId, key, schema)));
  const snapshot = useRef(current);
  useEffect(() => {
    snapshot.current = current;
  });
  useEffect(() => {
    if (userId === null) return;
    forgetKeptWork(key);
    return registerWork(key, () => snapshot.current());
  }, [key, userId]);
  return kept;
}
