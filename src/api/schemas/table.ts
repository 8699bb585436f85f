export type SortDirection = 'asc' | 'desc';

/**
 * Rows per page of a table (spec §9: page size 10), paged by the server or in the browser, and
 * of the user's teams and the team filter. The kaizen lists show more (`LIST_PAGE_SIZE`).
 */
export const TABLE_PAGE_SIZE = 10;

/** What a screen asks of a server-paged table. `page` counts from 0. */
export interface TableQuery<F = Record<string, unknown>> {
  page: number;
  size: number;
  sortField?: string;
  sortFieldDir?: SortDirection;
  filters?: F;
}

/** What a table screen shows: its page (from 0), order and filters. */
export interface TableView<F> {
  page: number;
  sort: { field: string; dir: SortDirection };
  filters: F;
}

/** The request for a table view, pages of `size`: the same for the screen and its prefetch. */
export function tableQuery<F>({ page, sort, filters }: TableView<F>, size: number): TableQuery<F> {
  return { page, size, sortField: sort.field, sortFieldDir: sort.dir, filters };
}

/** The body a table call sends (spec §9: start = page * size). */
export function toTableBody<F>(query: TableQuery<F>) {
  return {
    start: Math.max(0, Math.floor(query.page)) * query.size,
    size: query.size,
    sortField: query.sortField,
    sortFieldDir: query.sortFieldDir,
    filters: query.filters ?? {},
  };
}
