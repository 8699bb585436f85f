import type { KaizenFilters } from '@/api/schemas/kaizen';
import type { TableQuery } from '@/api/schemas/table';
import { LIST_PAGE_SIZE } from './list-kind';
import type { ListState } from './list-state';

/** The table request for a list state: the same for the list and for its prefetch. */
export function tableQueryOf({ filters, sort, page }: ListState): TableQuery<KaizenFilters> {
  return { page, size: LIST_PAGE_SIZE, sortField: sort.field, sortFieldDir: sort.dir, filters };
}
