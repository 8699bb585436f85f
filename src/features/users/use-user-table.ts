import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { USERS_KEY, userQueries } from '@/api/user-queries';
import type { TableSort } from '@/components/data-table';

export const USER_PAGE_SIZE = 10;

/** The server's own default order (docs/api.md), sent explicitly so the header can show it. */
const DEFAULT_SORT: TableSort = { field: 'name', dir: 'asc' };

/**
 * Page, sort and search of the user table (POST /api/user/table). A new sort or search starts
 * again at the first page, since the old page number means nothing in the new order.
 */
export function useUserTable() {
  const client = useQueryClient();
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState(DEFAULT_SORT);
  const [search, setSearch] = useState('');
  const query = useQuery(
    userQueries.table({
      page,
      size: USER_PAGE_SIZE,
      sortField: sort.field,
      sortFieldDir: sort.dir,
      filters: search ? { search } : {},
    }),
  );
  return {
    data: query.data,
    error: query.error,
    loading: query.isPending || query.isPlaceholderData,
    retry: () => void query.refetch(),
    /** After a user was created or changed: the table and that user's form data. */
    invalidate: () => client.invalidateQueries({ queryKey: USERS_KEY }),
    page,
    sort,
    search,
    setPage,
    setSort: (next: TableSort) => {
      setSort(next);
      setPage(0);
    },
    setSearch: (next: string) => {
      setSearch(next.trim());
      setPage(0);
    },
  };
}
