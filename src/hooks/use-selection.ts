import { useCallback, useEffect, useRef, useState } from 'react';
import { handParser } from '@/api/parsers';
import { useKeptWork } from '@/hooks/use-kept-work';

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;
const idList = handParser(
  (value) => (Array.isArray(value) ? value.filter(isId) : undefined),
  'a list of ids',
);

interface SelectionOptions<Row> {
  /**
   * Keeps the selection over a session expiry under this name (back after signing in). Only
   * for a list held whole in the browser: a kept id is looked up in `available`.
   */
  keepAs?: string;
  /** Every row the selection may hold (the whole list), once known; for `keepAs`. */
  available?: readonly Row[];
}

interface PickOptions<Row> {
  /** Shift held: every row between the last one picked and this one takes this one's new state. */
  shift?: boolean;
  /** The rows in the order shown (the page), for a range. */
  rows?: readonly Row[];
}

/**
 * The rows chosen in a list, kept by id with the row as it was when chosen (so a bulk action
 * knows, say, each kaizen's team on pages no longer shown). The selection outlives paging and
 * sorting (choose on page 1, add on page 2, act on all: the bar counts them all). With
 * `keepAs` it also outlives a session expiry; a selection that came back is checked against
 * `available` once that is known: ids no longer in it (moved or deleted meanwhile) are dropped,
 * and `dropped` says how many.
 *
 * @example
 * const selection = useSelection<Kaizen>();
 * <input type="checkbox" checked={selection.has(k.id)} onChange={() => selection.pick(k)} />
 */
export function useSelection<Row extends { id: number }>({
  keepAs,
  available,
}: SelectionOptions<Row> = {}) {
  const latest = useRef<readonly number[]>([]);
  const kept = useKeptWork(`selection:${keepAs ?? 'none'}`, idList, () =>
    keepAs && latest.current.length > 0 ? latest.current : undefined,
  );
  const [selected, setSelected] = useState<ReadonlyMap<number, Row>>(() => new Map());
  // Kept ids wait for the list to say which rows they are.
  const [pending, setPending] = useState<readonly number[]>(() => (keepAs ? (kept ?? []) : []));
  const [dropped, setDropped] = useState(0);
  if (pending.length > 0 && available) {
    // Adjusted while rendering (not in an effect), so a stale id is never shown as chosen.
    const byId = new Map(available.map((row) => [row.id, row]));
    const found = pending.flatMap((id) => byId.get(id) ?? []);
    setPending([]);
    setDropped(pending.length - found.length);
    setSelected(new Map(found.map((row) => [row.id, row])));
  }
  const anchor = useRef<number | null>(null);

  const setMany = useCallback((rows: readonly Row[], on: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      rows.forEach((row) => (on ? next.set(row.id, row) : next.delete(row.id)));
      return next;
    });
  }, []);

  const pick = useCallback(
    (row: Row, { shift = false, rows = [] }: PickOptions<Row> = {}) => {
      const on = !selected.has(row.id);
      const from = rows.findIndex((candidate) => candidate.id === anchor.current);
      const to = rows.findIndex((candidate) => candidate.id === row.id);
      anchor.current = row.id;
      if (shift && from >= 0 && to >= 0) {
        setMany(rows.slice(Math.min(from, to), Math.max(from, to) + 1), on);
      } else {
        setMany([row], on);
      }
    },
    [selected, setMany],
  );

  const clear = useCallback(() => {
    anchor.current = null;
    setSelected(new Map());
  }, []);

  useEffect(() => {
    latest.current = [...selected.keys()];
  }, [selected]);

  return {
    /** The chosen rows, in the order they were chosen. */
    rows: [...selected.values()],
    count: selected.size,
    has: (id: number) => selected.has(id),
    pick,
    setMany,
    clear,
    dropped,
    dismissDropped: () => setDropped(0),
  };
}

export type Selection<Row extends { id: number }> = ReturnType<typeof useSelection<Row>>;
