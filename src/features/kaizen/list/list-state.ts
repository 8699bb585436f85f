import { z } from 'zod/mini';
import type { KaizenFilters } from '@/api/schemas/kaizen';
import type { TableSort } from '@/components/data-table';
import { readStored } from '@/stores/stored';

/** What one of the server-paged lists shows: its filters, sort and page. */
export interface ListState {
  filters: KaizenFilters;
  sort: TableSort;
  page: number;
}

/** The server's own order (most recently decided first), made explicit so the header shows it. */
export const DEFAULT_SORT: TableSort = { field: 'decided_at', dir: 'desc' };

const SORT_FIELDS = ['title', 'team', 'author', 'created_at', 'decided_at'] as const;

const date = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const id = z.number().check(z.int(), z.positive());
const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

// Stored state outlives releases and can be edited by hand: each part falls back on its own.
const storedSchema = z.object({
  filters: z.catch(
    z.object({
      search: optional(z.string().check(z.maxLength(200))),
      team_id: optional(id),
      author_id: optional(id),
      date_from: optional(date),
      date_to: optional(date),
    }),
    {},
  ),
  sortField: z.catch(z.enum(SORT_FIELDS), 'decided_at'),
  sortFieldDir: z.catch(z.enum(['asc', 'desc']), DEFAULT_SORT.dir),
  page: z.catch(z.number().check(z.int(), z.nonnegative()), 0),
});

/** Reads `approvedFilters` / `declinedFilters` of admin_storage; anything odd reads as default. */
export function readListState(stored: unknown): ListState {
  const parsed = readStored(storedSchema, stored ?? {}) ?? storedSchema.parse({});
  return {
    filters: withoutEmpty(parsed.filters),
    sort: { field: parsed.sortField, dir: parsed.sortFieldDir },
    page: parsed.page,
  };
}

/** The record kept in admin_storage. */
export function writeListState({ filters, sort, page }: ListState): Record<string, unknown> {
  return { filters: withoutEmpty(filters), sortField: sort.field, sortFieldDir: sort.dir, page };
}

/** Drops unset and blank filters, so the request and the stored record carry only real ones. */
function withoutEmpty(filters: KaizenFilters): KaizenFilters {
  const kept = Object.entries(filters).filter(
    ([, value]) => value !== undefined && value !== null && String(value).trim() !== '',
  );
  return Object.fromEntries(kept);
}

/** How many filters are set (blank ones do not count). */
export const activeFilterCount = (filters: KaizenFilters) =>
  Object.keys(withoutEmpty(filters)).length;

export const hasFilters = (filters: KaizenFilters) => activeFilterCount(filters) > 0;

/**
 * What a date field's change does to its filter: a whole date (a year of four digits, not
 * Chromium's "0002" after the first digit typed) or an emptied field applies; a date still being
 * typed (`partial`: the field's validity.badInput) waits, so the list is not read for year 2 and
 * the field is never written back while the user types. Null: wait.
 */
export function typedDate(value: string, partial: boolean): { date: string | undefined } | null {
  if (value === '') return partial ? null : { date: undefined };
  return /^[1-9]\d{3}-\d{2}-\d{2}$/.test(value) ? { date: value } : null;
}
