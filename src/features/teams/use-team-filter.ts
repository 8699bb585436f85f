import { useState } from 'react';
import { filterTeams, TEAM_FILTER_PAGE_SIZE } from '@/api/teams';
import { useApiQuery } from '@/hooks/use-api-query';

/** Deleted or active teams, a page of 10 at a time, narrowed by a search. */
export function useTeamFilter() {
  const [isDeleted, setIsDeleted] = useState(true);
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const query = useApiQuery(['team-filter', isDeleted, page, search], () =>
    filterTeams({ page, isDeleted, search }),
  );
  return {
    ...query,
    isDeleted,
    page,
    search,
    size: TEAM_FILTER_PAGE_SIZE,
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
