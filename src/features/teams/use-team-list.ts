import { useQuery, useQueryClient } from '@tanstack/react-query';
import { sortTeamsByName, type Team } from '@/api/schemas/team';
import { TEAMS_KEY, teamQueries } from '@/api/team-queries';
import { useFirstLoadFailure } from '@/hooks/use-first-load-failure';

/**
 * The team list of /team. Saves answer with the saved team, so the cached list takes that
 * answer in place instead of fetching every team again; the other team lists (filters, the
 * user's own teams) are marked stale.
 */
export function useTeamList() {
  const client = useQueryClient();
  const { data, error, refetch } = useQuery(teamQueries.all());
  useFirstLoadFailure(error, data);

  const update = (change: (teams: Team[]) => Team[]) => {
    client.setQueryData(
      teamQueries.all().queryKey,
      (teams) => teams && sortTeamsByName(change(teams)),
    );
    void client.invalidateQueries({
      queryKey: TEAMS_KEY,
      predicate: (query) => query.queryKey[1] !== 'all',
    });
  };

  return {
    teams: data,
    error,
    reload: () => void refetch(),
    add: (team: Team) => update((teams) => [...teams, team]),
    replace: (team: Team) => update((teams) => teams.map((t) => (t.id === team.id ? team : t))),
    remove: (id: number) => update((teams) => teams.filter((t) => t.id !== id)),
  };
}
