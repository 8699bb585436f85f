import type { DemoDb, TeamRow } from '../db/types';

export function toTeam(db: DemoDb, team: TeamRow) {
  const memberIds = new Set(
    db.memberships.filter((m) => m.team_id === team.id).map((m) => m.user_id),
  );
  const users = db.users
    .filter((user) => memberIds.has(user.id))
    .map((user) => ({ id: user.id, name: user.name }));
  return {
    id: team.id,
    name: team.name,
    print_enabled: team.print_enabled,
    deleted_at: team.deleted_at,
    users_count: users.length,
    users,
  };
}
