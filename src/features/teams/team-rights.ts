import type { Team } from '@/api/schemas/team';
import type { CurrentUser } from '@/api/schemas/user';
import { can } from '@/lib/permissions';

/**
 * Creating and deleting teams shapes the company: it belongs with restoring them ('restore
 * team', the team-management permission), not with leading one (docs/decisions.md).
 */
export const canManageTeams = (user: CurrentUser | null) => can(user, 'restore team');

/** Whether the team's member list tells us anything: a list left out is not "no members". */
const membersKnown = (team: Team) => team.users.length > 0 || (team.users_count ?? 0) === 0;

/**
 * A lead renames, prints and staffs the teams they belong to; team managers and those who act
 * in any team do so everywhere. Without a member list the server decides.
 */
export function canEditTeam(user: CurrentUser | null, team: Team): boolean {
  if (!user) return false;
  if (canManageTeams(user) || can(user, 'create kaizen any team')) return true;
  if (!can(user, 'view team')) return false;
  return !membersKnown(team) || team.users.some((member) => member.id === user.id);
}
