import { useState } from 'react';
import { fetchTeams } from '@/api/teams';
import { sortTeamsByName, type Team } from '@/api/schemas/team';
import { useApiQuery } from '@/hooks/use-api-query';

/**
 * The team list of /team. Saves answer with the saved team, so the list takes that answer in
 * place instead of fetching every team again.
 */
export function useTeamList() {
  const query = useApiQuery(['teams'], fetchTeams);
  const [local, setLocal] = useState<{ source?: Team[]; teams?: Team[] }>({});
  // A fresh answer from the server replaces the local edits.
  if (query.data !== local.source) setLocal({ source: query.data, teams: query.data });

  const update = (change: (teams: Team[]) => Team[]) =>
    setLocal((state) => ({ ...state, teams: state.teams && sortTeamsByName(change(state.teams)) }));

  return {
    teams: local.teams,
    error: query.error,
    reload: query.reload,
    add: (team: Team) => update((teams) => [...teams, team]),
    replace: (team: Team) => update((teams) => teams.map((t) => (t.id === team.id ? team : t))),
    remove: (id: number) => update((teams) => teams.filter((t) => t.id !== id)),
  };
}
