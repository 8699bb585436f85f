import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { fetchTeamMembers, fetchTeams, filterTeams } from './teams';
import { fetchUserTeams } from './users';

/**
 * The team queries, all under `teams`. GET /crud/team has one key whoever asks (the team page,
 * the list filters, the move screen), so it is fetched once and shared.
 *
 * @example
 * const { data: teams } = useQuery(teamQueries.all());
 */
export const teamQueries = {
  all: () =>
    queryOptions({ queryKey: ['teams', 'all'], queryFn: fetchTeams, staleTime: 5 * 60_000 }),
  members: (teamId: number) =>
    queryOptions({
      queryKey: ['teams', 'members', teamId],
      queryFn: () => fetchTeamMembers(teamId),
      staleTime: 60_000,
    }),
  filter: (filter: { isDeleted: boolean; page: number; search: string }) =>
    queryOptions({ queryKey: ['teams', 'filter', filter], queryFn: () => filterTeams(filter) }),
  /** The user's own teams, a page of TABLE_PAGE_SIZE at a time (spec §9). */
  mine: (search: string) =>
    infiniteQueryOptions({
      queryKey: ['teams', 'mine', search],
      queryFn: ({ pageParam }) => fetchUserTeams({ page: pageParam, search }),
      initialPageParam: 0,
      getNextPageParam: (last, pages) => {
        const loaded = pages.reduce((count, page) => count + page.data.length, 0);
        return loaded < last.total && last.data.length > 0 ? pages.length : undefined;
      },
    }),
};

/** Every team query, for writes that change teams. */
export const TEAMS_KEY = ['teams'] as const;
