import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { USERS_KEY, userQueries } from '@/api/user-queries';
import { USER_TABLE_START, userTableQuery } from './user-table-query';
import { useFirstLoadFailure } from '@/hooks/use-first-load-failure';

/**
 * Page, sort and search of the user table (POST /api/user/table). A new sort or search starts
 * again at the first page, since the old page number means nothing in the new order.
 */
export function useUserTable() {
  const client = useQueryClient();
  const [page, setPage] = useState(USER_TABLE_START.page);
  const [sort, setSort] = useState(USER_TABLE_START.sort);
  const [search, setSearch] = useState(USER_TABLE_START.search);
  const query = useQuery(userQueries.table(userTableQuery({ page, sort, search })));
  useFirstLoadFailure(query.error, query.data);
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
    setSort: (next: typeof sort) => {
      setSort(next);
      setPage(0);
    },
    setSearch: (next: string) => {
      setSearch(next.trim());
      setPage(0);
    },
  };
}
