import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TABLE_PAGE_SIZE } from '@/api/schemas/table';
import { teamQueries } from '@/api/team-queries';

/** Deleted or active teams, a page of 10 at a time, narrowed by a search. */
export function useTeamFilter() {
  const [isDeleted, setIsDeleted] = useState(true);
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const query = useQuery({
    ...teamQueries.filter({ isDeleted, page, search }),
    placeholderData: keepPreviousData,
  });
  return {
    data: query.data,
    error: query.error,
    loading: query.isPending || query.isPlaceholderData,
    retry: () => void query.refetch(),
    isDeleted,
    page,
    search,
    size: TABLE_PAGE_SIZE,
    // A new filter starts again at the first page.
    showDeleted: (deleted: boolean) => {
      setIsDeleted(deleted);
      setPage(0);
    },
    setSearch: (text: string) => {
      setSearch(text);
      setPage(0);
    },
    setPage,
  };
}
