export type SortDirection = 'asc' | 'desc';

/** What a screen asks of a server-paged table. `page` counts from 0. */
export interface TableQuery<F = Record<string, unknown>> {
  page: number;
  size: number;
  sortField?: string;
  sortFieldDir?: SortDirection;
  filters?: F;
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
