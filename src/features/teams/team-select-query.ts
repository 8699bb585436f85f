import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { teamQueries } from '@/api/team-queries';

/**
 * The user's teams, 10 at a time (POST /api/user/teams, spec §9): `loadMore` appends the next
 * page, a new search starts again at page 0.
 */
export function useUserTeamsQuery() {
  const [search, setSearch] = useState('');
  const query = useInfiniteQuery(teamQueries.mine(search));
  const teams = query.data?.pages.flatMap((page) => page.data) ?? [];
  const loading = query.isPending || query.isFetchingNextPage;

  return {
    teams,
    total: query.data?.pages.at(-1)?.total ?? 0,
    search,
    loading,
    error: query.error,
    // A failed "more" asks for that page again; a failed first page starts over.
    retry: () => void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch()),
    hasMore: !loading && !query.error && query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
    setSearch,
  };
}
