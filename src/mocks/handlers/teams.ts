import type { TeamRow } from '../db/types';
import {
  actsInAnyTeam,
  can,
  findCompanyTeam,
  isMember,
  requirePermission,
  routeId,
} from '../http/access';
import { forbidden, notFound } from '../http/errors';
import { matchesSearch, readTableQuery, toPage } from '../http/paging';
import { createRoutes, json, type UserContext } from '../http/route';
import { must, Validator } from '../http/validate';
import { toTeam } from '../serialize/team';
import { toMember } from '../serialize/user';
import { nextId } from './user-input';

const routes = createRoutes();
const TEAM_NAME_MAX = 100;

/** Name and members of a team; members may only come from the team's own company. */
function readTeamInput({ db, body, company }: UserContext, existing?: TeamRow) {
  const v = new Validator(body);
  const name = v.string('name', { required: true, max: TEAM_NAME_MAX });
  const colleagues = new Set(db.users.filter((u) => u.company_id === company.id).map((u) => u.id));
  const users = v.ids('users', colleagues);
  const clash = db.teams.some(
    (team) =>
      team.company_id === company.id &&
      team.deleted_at === null &&
      team.id !== existing?.id &&
      team.name.toLowerCase() === name?.toLowerCase(),
  );
  if (clash) v.fail('name', 'unique');
  v.done();
  return { name: must(name), users };
}

/**
 * Renaming, staffing and printing: team managers and any-team users everywhere, a lead ('view
 * team') only in their own teams (docs/decisions.md).
 */
function requireTeamEditor(context: UserContext, team: TeamRow): void {
  const { db, user } = context;
  if (can(db, user, 'restore team') || actsInAnyTeam(db, user)) return;
  requirePermission(context, 'view team');
  if (!isMember(db, user.id, team.id)) throw forbidden('not_member');
}

function setMembers(context: UserContext, teamId: number, userIds: number[] | undefined) {
  if (!userIds) return;
  const { db } = context;
  db.memberships = [
    ...db.memberships.filter((m) => m.team_id !== teamId),
    ...userIds.map((userId) => ({ team_id: teamId, user_id: userId })),
  ];
}

routes.get('*/crud/team', ({ db, company }) =>
  json(
    db.teams
      .filter((team) => team.company_id === company.id && team.deleted_at === null)
      .map((team) => toTeam(db, team)),
  ),
);

routes.post('*/api/team', (context) => {
  requirePermission(context, 'restore team');
  const { db, company } = context;
  const input = readTeamInput(context);
  const team: TeamRow = {
    id: nextId(db.teams),
    company_id: company.id,
    name: input.name,
    print_enabled: false,
    deleted_at: null,
    created_at: new Date().toISOString(),
  };
  db.teams.push(team);
  setMembers(context, team.id, input.users);
  return json(toTeam(db, team), 201);
});

routes.post('*/api/team/filter', (context) => {
  const { db, company, body } = context;
  const v = new Validator(body);
  const isDeleted = v.boolean('isDeleted') ?? false;
  v.done();
  requirePermission(context, isDeleted ? 'restore team' : 'view team');
  const query = readTableQuery(body, ['id', 'name', 'deleted_at']);
  const search = body.text('search') ?? query.filters.search;
  const teams = db.teams.filter(
    (team) =>
      team.company_id === company.id &&
      (team.deleted_at !== null) === isDeleted &&
      matchesSearch(search, team.name),
  );
  const page = toPage(
    teams,
    query,
    { id: (t) => t.id, name: (t) => t.name, deleted_at: (t) => t.deleted_at },
    { field: 'name', dir: 'asc' },
  );
  return json({ data: page.data.map((team) => toTeam(db, team)), total: page.total });
});

routes.put('*/api/team/soft-delete/:id', (context) => {
  requirePermission(context, 'restore team');
  const team = findCompanyTeam(context, routeId(context.params.id));
  team.deleted_at = new Date().toISOString();
  return json(toTeam(context.db, team));
});

// Before /api/team/{id}, which would otherwise read "restore" as an id.
routes.put('*/api/team/restore', (context) => {
  requirePermission(context, 'restore team');
  const v = new Validator(context.body);
  const teamId = v.integer('teamId', true);
  v.done();
  const team = findCompanyTeam(context, teamId, { withDeleted: true });
  if (team.deleted_at === null) throw notFound();
  team.deleted_at = null;
  return json(toTeam(context.db, team));
});

routes.put('*/api/team/:id', (context) => {
  const team = findCompanyTeam(context, routeId(context.params.id));
  requireTeamEditor(context, team);
  const input = readTeamInput(context, team);
  team.name = input.name;
  setMembers(context, team.id, input.users);
  return json(toTeam(context.db, team));
});

routes.put('*/api/team/:id/print', (context) => {
  const team = findCompanyTeam(context, routeId(context.params.id));
  requireTeamEditor(context, team);
  const v = new Validator(context.body);
  const enabled = v.boolean('print_enabled');
  if (enabled === undefined && !v.has('print_enabled')) v.fail('print_enabled', 'required');
  v.done();
  team.print_enabled = must(enabled);
  return json(toTeam(context.db, team));
});

/** Members see their team's members; so do team managers and admins. */
routes.get('*/api/team/:id/users', (context) => {
  const { db, user } = context;
  const team = findCompanyTeam(context, routeId(context.params.id));
  const allowed =
    isMember(db, user.id, team.id) || actsInAnyTeam(db, user) || can(db, user, 'view team');
  if (!allowed) throw forbidden();
  const memberIds = new Set(
    db.memberships.filter((m) => m.team_id === team.id).map((m) => m.user_id),
  );
  return json(db.users.filter((u) => memberIds.has(u.id)).map(toMember));
});

export const teamHandlers = routes.handlers;
