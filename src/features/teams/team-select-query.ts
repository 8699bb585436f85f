import { useState } from 'react';
import type { Ref } from '@/api/schemas/common';
import { fetchUserTeams } from '@/api/users';
import { useApiQuery } from '@/hooks/use-api-query';

/**
 * The user's teams, 10 at a time (POST /api/user/teams, spec §9): `loadMore` appends the next
 * page, a new search starts again at page 0.
 */
export function useUserTeamsQuery() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  // Pages before the current one; the current page is whatever the query last answered.
  const [earlier, setEarlier] = useState<Ref[]>([]);
  const query = useApiQuery(['user-teams', search, page], () => fetchUserTeams({ page, search }));
  // While a page loads (or after it failed) the query still holds the previous page's answer.
  const settled = !query.loading && !query.error;
  const teams = settled ? [...earlier, ...(query.data?.data ?? [])] : earlier;
  const total = query.data?.total ?? 0;

  return {
    teams,
    total,
    search,
    loading: query.loading,
    error: query.error,
    retry: query.reload,
    hasMore: settled && teams.length < total,
    loadMore: () => {
      setEarlier(teams);
      setPage((current) => current + 1);
    },
    setSearch: (next: string) => {
      setEarlier([]);
      setPage(0);
      setSearch(next);
    },
  };
}
