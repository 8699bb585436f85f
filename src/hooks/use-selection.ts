import { useCallback, useRef, useState } from 'react';

interface PickOptions<Row> {
  /** Shift held: every row between the last one picked and this one takes this one's new state. */
  shift?: boolean;
  /** The rows in the order shown (the page), for a range. */
  rows?: readonly Row[];
}

/**
 * The rows chosen in a list, kept by id with the row as it was when chosen (so a bulk action
 * knows, say, each kaizen's team on pages no longer shown). The selection outlives paging and
 * sorting (choose on page 1, add on page 2, act on all: the bar counts them all).
 *
 * @example
 * const selection = useSelection<Kaizen>();
 * <input type="checkbox" checked={selection.has(k.id)} onChange={() => selection.pick(k)} />
 */
export function useSelection<Row extends { id: number }>() {
  const [selected, setSelected] = useState<ReadonlyMap<number, Row>>(() => new Map());
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

  return {
    /** The chosen rows, in the order they were chosen. */
    rows: [...selected.values()],
    count: selected.size,
    has: (id: number) => selected.has(id),
    pick,
    setMany,
    clear,
  };
}

export type Selection<Row extends { id: number }> = ReturnType<typeof useSelection<Row>>;
