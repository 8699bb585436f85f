import type { Paged } from '@/api/schemas/common';
import type { Body } from './body';
import { Validator } from './validate';

const MAX_PAGE_SIZE = 1000;

export interface TableQuery {
  start: number;
  size: number;
  sortField: string | null;
  sortDir: 'asc' | 'desc';
  filters: Record<string, unknown>;
}

type SortKey<T> = (row: T) => string | number | null;

/**
 * The table body of docs/api.md: `start` (= page * size), `size`, `sortField`, `sortFieldDir`,
 * `filters`. An unknown sort field is a 422 rather than a silently unsorted page.
 */
export function readTableQuery(body: Body, sortable: readonly string[], defaultSize = 10) {
  const v = new Validator(body);
  const start = v.integer('start') ?? 0;
  const size = v.integer('size') ?? defaultSize;
  if (start < 0) v.fail('start', 'numeric_min', { min: 0 });
  if (size < 1 || size > MAX_PAGE_SIZE) v.fail('size', 'in');
  const sortField = v.oneOf('sortField', sortable);
  const sortDir = v.oneOf('sortFieldDir', ['asc', 'desc'] as const) ?? 'asc';
  v.done();
  const query: TableQuery = { start, size, sortField, sortDir, filters: body.record('filters') };
  return query;
}

const collator = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });

function compare(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** Sorts (ties by id, so pages never overlap) and cuts one page; `total` counts every match. */
export function toPage<T extends { id: number }>(
  rows: readonly T[],
  query: TableQuery,
  keys: Record<string, SortKey<T>>,
  fallback: { field: string; dir: 'asc' | 'desc' },
): Paged<T> {
  const field = query.sortField ?? fallback.field;
  const dir = query.sortField ? query.sortDir : fallback.dir;
  const key = keys[field];
  const sign = dir === 'desc' ? -1 : 1;
  const sorted = key
    ? rows
        .map((row) => ({ row, value: key(row) }))
        .sort((a, b) => {
          // Nulls stay last in both directions, as a reader of a sorted column expects.
          if (a.value === null || b.value === null)
            return compare(a.value, b.value) || a.row.id - b.row.id;
          return sign * compare(a.value, b.value) || a.row.id - b.row.id;
        })
        .map(({ row }) => row)
    : [...rows];
  return { data: sorted.slice(query.start, query.start + query.size), total: rows.length };
}

/** Case-insensitive "contains", the search of every table filter. */
export function matchesSearch(search: unknown, ...texts: (string | null | undefined)[]): boolean {
  if (typeof search !== 'string' || search.trim() === '') return true;
  const needle = search.trim().toLowerCase();
  return texts.some((text) => text?.toLowerCase().includes(needle));
}
