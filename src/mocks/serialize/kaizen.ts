import type { DemoDb, KaizenRow, TeamRow, UserRow } from '../db/types';

/** Users and teams by id, built once per request so a 10k list is not 10k scans. */
export interface Lookup {
  users: Map<number, UserRow>;
  teams: Map<number, TeamRow>;
}

export function createLookup(db: DemoDb): Lookup {
  return {
    users: new Map(db.users.map((user) => [user.id, user])),
    teams: new Map(db.teams.map((team) => [team.id, team])),
  };
}

export function toKaizen(lookup: Lookup, kaizen: KaizenRow) {
  const team = lookup.teams.get(kaizen.team_id);
  const author = lookup.users.get(kaizen.author_id);
  return {
    ...kaizen,
    team: { id: kaizen.team_id, name: team?.name ?? '' },
    author: {
      id: kaizen.author_id,
      name: author?.name ?? '',
      picture_src: author?.picture_src ?? null,
    },
  };
}
