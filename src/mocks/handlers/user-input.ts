import { LOCALES, type DemoDb, type UserRow } from '../db/types';
import { isSuperadmin } from '../http/access';
import { toDataUrl } from '../images/data-url';
import type { UserContext } from '../http/route';
import { must, Validator } from '../http/validate';

/** Sign-in names are made from the e-mail's local part, numbered when taken. */
export function uniqueUsername(db: DemoDb, email: string): string {
  const base = (email.split('@')[0] ?? 'user').toLowerCase().replace(/[^a-z0-9._-]/g, '') || 'user';
  const taken = new Set(db.users.map((user) => user.username.toLowerCase()));
  let name = base;
  for (let n = 2; taken.has(name); n += 1) name = `${base}${n}`;
  return name;
}

export const nextId = (rows: readonly { id: number }[]) =>
  rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;

/**
 * The admin user form (POST /api/user, PUT /api/user/{id}). Empty `roles[]`/`teams[]` cannot
 * travel in multipart, so a missing list means "none", as Laravel reads it.
 */
export async function readUserInput(context: UserContext, existing?: UserRow) {
  const { db, body, user: actor } = context;
  const v = new Validator(body);
  const name = v.string('name', { required: true, max: 255 });
  const email = v.email('email');
  const locale = v.oneOf('locale', LOCALES);
  const password = v.password('password', { required: !existing });
  const roleIds = v.ids('roles', new Set(db.roles.map((role) => role.id))) ?? [];
  const companyTeams = db.teams.filter(
    (team) =>
      team.company_id === (existing?.company_id ?? actor.company_id) && team.deleted_at === null,
  );
  const teamIds = v.ids('teams', new Set(companyTeams.map((team) => team.id))) ?? [];
  const picture = v.image('picture');
  if (
    email &&
    db.users.some((row) => row.email.toLowerCase() === email && row.id !== existing?.id)
  ) {
    v.fail('email', 'unique');
  }
  // A role the user already holds is no new grant: keeping it must not need the right to grant it.
  const held = new Set(existing?.role_ids ?? []);
  const grantable = isSuperadmin(db, actor)
    ? roleIds
    : roleIds.filter(
        (id) => held.has(id) || db.roles.some((role) => role.id === id && role.is_assignable),
      );
  if (grantable.length !== roleIds.length) v.fail('roles', 'role_not_assignable');
  v.done();
  return {
    name: must(name),
    email: must(email),
    locale: locale ?? existing?.locale ?? 'nl',
    password: password ?? existing?.password ?? '',
    role_ids: roleIds,
    teamIds,
    picture_src: picture ? await toDataUrl(picture) : (existing?.picture_src ?? null),
  };
}

/** Replaces a user's live teams; memberships of soft-deleted teams wait for a restore. */
export function setMemberships(db: DemoDb, userId: number, teamIds: number[]): void {
  const deleted = new Set(
    db.teams.filter((team) => team.deleted_at !== null).map((team) => team.id),
  );
  db.memberships = [
    ...db.memberships.filter((m) => m.user_id !== userId || deleted.has(m.team_id)),
    ...teamIds.map((teamId) => ({ team_id: teamId, user_id: userId })),
  ];
}
