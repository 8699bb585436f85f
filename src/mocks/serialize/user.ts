import { roleNamesOf, permissionsOf, workableTeams } from '../http/access';
import type { CompanyRow, DemoDb, DemoSession, TeamRow, UserRow } from '../db/types';

export const ref = (row: { id: number; name: string }) => ({ id: row.id, name: row.name });

/** The active team as the current user and the session call send it: with its members' ids. */
export function activeTeamRef(db: DemoDb, team: TeamRow) {
  const users = db.memberships.filter((m) => m.team_id === team.id).map((m) => ({ id: m.user_id }));
  return { ...ref(team), users };
}

export function languagesOf(db: DemoDb, user: UserRow, company: CompanyRow) {
  const codes = user.language_codes ?? company.language_codes;
  return db.languages
    .filter((language) => codes.includes(language.code))
    .map(({ code, name, flag_src }) => ({ code, name, flag_src }));
}

/** The session's team while it is still one the user may work in; else null (pick again). */
function activeTeamOf(db: DemoDb, user: UserRow, session: DemoSession): TeamRow | null {
  if (session.activeTeamId === null) return null;
  return workableTeams(db, user).find((team) => team.id === session.activeTeamId) ?? null;
}

/** GET /api/user */
export function toCurrentUser(
  db: DemoDb,
  user: UserRow,
  company: CompanyRow,
  session: DemoSession,
) {
  const activeTeam = activeTeamOf(db, user, session);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    picture_src: user.picture_src,
    logo_src: company.logo_src,
    color: company.color,
    locale: session.locale,
    languages: languagesOf(db, user, company),
    active_team: activeTeam ? activeTeamRef(db, activeTeam) : null,
    all_roles: roleNamesOf(db, user),
    all_permissions: permissionsOf(db, user),
  };
}

/** A row of the user admin screens. */
export function toUser(db: DemoDb, user: UserRow) {
  const teamIds = new Set(
    db.memberships.filter((m) => m.user_id === user.id).map((m) => m.team_id),
  );
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    picture_src: user.picture_src,
    locale: user.locale,
    roles: db.roles.filter((role) => user.role_ids.includes(role.id)).map(ref),
    teams: db.teams.filter((team) => teamIds.has(team.id) && team.deleted_at === null).map(ref),
    created_at: user.created_at,
  };
}

export const toMember = (user: UserRow) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  picture_src: user.picture_src,
});
