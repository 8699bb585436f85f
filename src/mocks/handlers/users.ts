import { toUser, toCurrentUser, ref, languagesOf } from '../serialize/user';
import { isSuperadmin, requirePermission, routeId, workableTeams } from '../http/access';
import { notFound } from '../http/errors';
import { matchesSearch, readTableQuery, toPage } from '../http/paging';
import { createRoutes, json, type UserContext } from '../http/route';
import { must, Validator } from '../http/validate';
import { toDataUrl } from '../images/data-url';
import type { UserRow } from '../db/types';
import { nextId, readUserInput, setMemberships, uniqueUsername } from './user-input';

const routes = createRoutes();

routes.get('*/api/user', ({ db, user, company, session }) =>
  json(toCurrentUser(db, user, company, session)),
);

/** Everything of /api/user but the role and permission lists, which only a full load changes. */
// The whole current user, lists included: a role changed meanwhile reaches the menus.
routes.get('*/api/user/refresh', ({ db, user, company, session }) =>
  json(toCurrentUser(db, user, company, session)),
);

/** A user the actor may manage: same company, or any company for the superadmin. */
function managedUser({ db, user }: UserContext, id: number): UserRow {
  const target = db.users.find((row) => row.id === id);
  if (!target || (target.company_id !== user.company_id && !isSuperadmin(db, user)))
    throw notFound();
  return target;
}

routes.get('*/crud/user/:id', (context) => {
  requirePermission(context, 'view user');
  return json(toUser(context.db, managedUser(context, routeId(context.params.id))));
});

const USER_SORTS = {
  id: (u: UserRow) => u.id,
  name: (u: UserRow) => u.name,
  email: (u: UserRow) => u.email,
  locale: (u: UserRow) => u.locale,
  created_at: (u: UserRow) => u.created_at,
};

routes.post('*/api/user/table', (context) => {
  requirePermission(context, 'view user');
  const { db, user, body } = context;
  const query = readTableQuery(body, Object.keys(USER_SORTS));
  const everyone = isSuperadmin(db, user);
  const rows = db.users.filter(
    (row) =>
      (everyone || row.company_id === user.company_id) &&
      matchesSearch(query.filters.search ?? body.text('search'), row.name, row.email),
  );
  const page = toPage(rows, query, USER_SORTS, { field: 'name', dir: 'asc' });
  return json({ data: page.data.map((row) => toUser(db, row)), total: page.total });
});

/** The teams the signed-in user can pick as active team (team-select), by name, 10 a page. */
routes.post('*/api/user/teams', ({ db, user, body }) => {
  const query = readTableQuery(body, ['name']);
  const teams = workableTeams(db, user).filter((team) =>
    matchesSearch(body.text('search'), team.name),
  );
  const page = toPage(teams, query, { name: (team) => team.name }, { field: 'name', dir: 'asc' });
  return json({ data: page.data.map(ref), total: page.total });
});

routes.post('*/api/user', async (context) => {
  requirePermission(context, 'view user');
  const { db, user: actor } = context;
  const input = await readUserInput(context);
  const created: UserRow = {
    id: nextId(db.users),
    company_id: actor.company_id,
    name: input.name,
    email: input.email,
    username: uniqueUsername(db, input.email),
    password: input.password,
    locale: input.locale,
    picture_src: input.picture_src,
    active_team_id: null,
    role_ids: input.role_ids,
    language_codes: null,
    created_at: new Date().toISOString(),
  };
  db.users.push(created);
  setMemberships(db, created.id, input.teamIds);
  return json(toUser(db, created), 201);
});

// Registered before /api/user/{id}, whose pattern would otherwise take "profile" for an id.
routes.put('*/api/user/profile', async ({ db, user, company, session, body }) => {
  const v = new Validator(body);
  const name = v.string('name', { required: true, max: 255 });
  const allowed = languagesOf(db, user, company).map((language) => language.code);
  const locale = v.oneOf('locale', allowed);
  const picture = v.image('picture');
  const password = v.password('password', { confirm: true });
  if (password !== null && body.text('current_password') !== user.password) {
    v.fail('current_password', body.text('current_password') ? 'current_password' : 'required');
  }
  v.done();
  user.name = must(name);
  if (locale) user.locale = session.locale = locale;
  if (picture) user.picture_src = await toDataUrl(picture);
  if (password !== null) user.password = password;
  return json(toCurrentUser(db, user, company, session));
});

routes.put('*/api/user/:id', async (context) => {
  requirePermission(context, 'view user');
  const target = managedUser(context, routeId(context.params.id));
  const input = await readUserInput(context, target);
  Object.assign(target, {
    name: input.name,
    email: input.email,
    locale: input.locale,
    password: input.password,
    role_ids: input.role_ids,
    picture_src: input.picture_src,
  });
  setMemberships(context.db, target.id, input.teamIds);
  return json(toUser(context.db, target));
});

export const userHandlers = routes.handlers;
