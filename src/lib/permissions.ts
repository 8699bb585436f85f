import { SUPERADMIN_ROLE, type Permission } from '@/api/schemas/permissions';
import type { CurrentUser } from '@/api/schemas/user';

/** Spec §6: the superadmin role passes every check; others by permission name. */
export function hasRole(user: CurrentUser | null, role: string): boolean {
  if (!user) return false;
  return user.all_roles.includes(SUPERADMIN_ROLE) || user.all_roles.includes(role);
}

/** Permissions the spec names plus our own additions (docs/api.md). */
export type AppPermission = Permission | 'review kaizen';

export function can(user: CurrentUser | null, permission: AppPermission): boolean {
  if (!user) return false;
  if (user.all_roles.includes(SUPERADMIN_ROLE)) return true;
  if (!user.all_permissions.includes(permission)) return false;
  // Spec §6: 'create kaizen' only counts inside the user's active team.
  if (permission === 'create kaizen') return isInActiveTeam(user);
  return true;
}

/**
 * Whether the user belongs to the active team. A team sent without its members cannot say
 * otherwise: the server lets only members pick it (docs/api.md), so that counts as in.
 */
function isInActiveTeam(user: CurrentUser): boolean {
  const team = user.active_team;
  if (!team) return false;
  return team.users === undefined || team.users.some((member) => member.id === user.id);
}

/** True when the user holds at least one of the permissions (an empty list always passes). */
export function canAny(user: CurrentUser | null, permissions: readonly AppPermission[]): boolean {
  return permissions.length === 0 || permissions.some((permission) => can(user, permission));
}

/** New kaizen: in the active team, or for any team with the wider permission (spec §6). */
export function canCreateKaizen(user: CurrentUser | null): boolean {
  return can(user, 'create kaizen') || can(user, 'create kaizen any team');
}

/** Bulk move (spec §6 'move kaizen'): only with an active team. */
export function canMoveKaizens(user: CurrentUser | null): boolean {
  return user?.active_team != null && can(user, 'move kaizen');
}

/**
 * Whether this kaizen may be moved: the server moves kaizens out of the user's own teams only,
 * unless the user acts in any team (docs/api.md). The client knows only the active team, as
 * for reviewing (kaizen-rights.ts).
 */
export function canMoveKaizen(user: CurrentUser | null, kaizen: { team: { id: number } }) {
  if (!canMoveKaizens(user)) return false;
  return can(user, 'create kaizen any team') || user?.active_team?.id === kaizen.team.id;
}
