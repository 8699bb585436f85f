import { useCallback, useEffect, useRef, useState } from 'react';
import { handParser } from '@/api/parsers';
import { useKeptWork } from '@/hooks/use-kept-work';

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;
const idList = handParser(
  (value) => (Array.isArray(value) ? value.filter(isId) : undefined),
  'a list of ids',
);

/**
 * A set of chosen ids that outlives paging (choose on page 1, add on page 2, act on all) and a
 * session expiry: kept under `keepAs` when the session is found expired, back after signing in.
 * A selection that came back is checked against `available` (the list reloaded after signing
 * in) once it is known: ids no longer in it (moved or deleted meanwhile) are dropped, and
 * `dropped` says how many.
 */
export function useSelection(keepAs: string, available: readonly { id: number }[] | undefined) {
  const latest = useRef<readonly number[]>([]);
  const kept = useKeptWork(`selection:${keepAs}`, idList, () =>
    latest.current.length > 0 ? latest.current : undefined,
  );
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set(kept ?? []));
  const [unchecked, setUnchecked] = useState(kept !== undefined && kept.length > 0);
  const [dropped, setDropped] = useState(0);
  if (unchecked && available) {
    // Adjusted while rendering (not in an effect), so a stale id is never shown as chosen.
    const present = new Set(available.map((item) => item.id));
    const stillThere = [...selected].filter((id) => present.has(id));
    setUnchecked(false);
    setDropped(selected.size - stillThere.length);
    if (stillThere.length < selected.size) setSelected(new Set(stillThere));
  }
  const setMany = useCallback((ids: readonly number[], on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      ids.forEach((id) => (on ? next.add(id) : next.delete(id)));
      return next;
    });
  }, []);
  const toggle = useCallback(
    (id: number) =>
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const clear = useCallback(() => setSelected(new Set()), []);
  useEffect(() => {
    latest.current = [...selected];
  }, [selected]);
  return { selected, toggle, setMany, clear, dropped, dismissDropped: () => setDropped(0) };
}

export type Selection = ReturnType<typeof useSelection>;
