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
 */
export function useSelection(keepAs: string) {
  const latest = useRef<readonly number[]>([]);
  const kept = useKeptWork(`selection:${keepAs}`, idList, () =>
    latest.current.length > 0 ? latest.current : undefined,
  );
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set(kept ?? []));
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
  return { selected, toggle, setMany, clear };
}

export type Selection = ReturnType<typeof useSelection>;
