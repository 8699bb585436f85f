import { useQuery } from '@tanstack/react-query';
import { teamQueries } from '@/api/team-queries';

/**
 * Choices for the team and author filters. Teams: GET /crud/team, which every signed-in user
 * may read (the lists are company-wide, so the user's own teams would be too few). Authors: the
 * members of the filtered team, else of the active team; a team the user may not look into
 * (403) simply offers no authors.
 */
export function useFilterOptions(teamId: number | undefined, activeTeamId: number | undefined) {
  const teams = useQuery(teamQueries.all());
  const authorTeam = teamId ?? activeTeamId;
  const authors = useQuery({
    ...teamQueries.members(authorTeam ?? 0),
    enabled: authorTeam !== undefined,
  });
  return {
    teams: teams.data ?? [],
    authors: authors.error ? [] : (authors.data ?? []),
    authorsUnavailable: authors.error !== null,
  };
}
