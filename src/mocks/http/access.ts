import { SUPERADMIN_ROLE } from '@/api/schemas/role';
import type { CompanyRow, DemoDb, TeamRow, UserRow } from '../db/types';
import { forbidden, notFound } from './errors';
import type { UserContext } from './route';

export function roleNamesOf(db: DemoDb, user: UserRow): string[] {
  return db.roles.filter((role) => user.role_ids.includes(role.id)).map((role) => role.name);
}

export function isSuperadmin(db: DemoDb, user: UserRow): boolean {
  return roleNamesOf(db, user).includes(SUPERADMIN_ROLE);
}

/** The union of the user's roles' permissions (superadmin's own list is empty on purpose). */
export function permissionsOf(db: DemoDb, user: UserRow): string[] {
  const names = db.roles
    .filter((role) => user.role_ids.includes(role.id))
    .flatMap((role) => role.permissions);
  return [...new Set(names)];
}

/** Spec §6: the superadmin role passes every check; everyone else is checked by name. */
export function can(db: DemoDb, user: UserRow, permission: string): boolean {
  return isSuperadmin(db, user) || permissionsOf(db, user).includes(permission);
}

/** 403 unless the user holds at least one of the permissions. */
export function requirePermission({ db, user }: UserContext, ...anyOf: string[]): void {
  if (!anyOf.some((permission) => can(db, user, permission))) throw forbidden();
}

export function requireSuperadmin({ db, user }: UserContext): void {
  if (!isSuperadmin(db, user)) throw forbidden();
}

/** Admins (and superadmins) act in every team of their company, members only in their own. */
export function actsInAnyTeam(db: DemoDb, user: UserRow): boolean {
  return can(db, user, 'create kaizen any team');
}

export function teamIdsOf(db: DemoDb, userId: number): Set<number> {
  return new Set(db.memberships.filter((m) => m.user_id === userId).map((m) => m.team_id));
}

export function isMember(db: DemoDb, userId: number, teamId: number): boolean {
  return db.memberships.some((m) => m.user_id === userId && m.team_id === teamId);
}

/** A team of the user's company; 404 for unknown ids, ids of another company and, unless asked, deleted teams. */
export function findCompanyTeam(
  { db, company }: UserContext,
  id: unknown,
  { withDeleted = false } = {},
): TeamRow {
  const team = db.teams.find((row) => row.id === Number(id) && row.company_id === company.id);
  if (!team || (!withDeleted && team.deleted_at !== null)) throw notFound();
  return team;
}

/** The teams a user can work in: every live team of the company, or the ones they belong to. */
export function workableTeams(db: DemoDb, user: UserRow): TeamRow[] {
  const anyTeam = actsInAnyTeam(db, user);
  const own = teamIdsOf(db, user.id);
  return db.teams.filter(
    (team) =>
      team.company_id === user.company_id &&
      team.deleted_at === null &&
      (anyTeam || own.has(team.id)),
  );
}

/** Parses a numeric route id; anything else is a 404, as an unknown id would be. */
export function routeId(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw notFound();
  return id;
}

/** Your own company; the superadmin may reach any. Others' ids are a 404, not a 403. */
export function findManagedCompany({ db, user }: UserContext, id: number): CompanyRow {
  const company = db.companies.find((row) => row.id === id);
  if (!company || (company.id !== user.company_id && !isSuperadmin(db, user))) throw notFound();
  return company;
}
