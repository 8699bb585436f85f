import {
  actsInAnyTeam,
  can,
  findCompanyTeam,
  isMember,
  routeId,
  workableTeams,
} from '../http/access';
import { forbidden, notFound } from '../http/errors';
import { createRoutes, json } from '../http/route';
import { createLookup, toKaizen } from '../serialize/kaizen';
import { ref } from '../serialize/user';
import { sortTeamsByName } from '@/api/schemas/team';
import type { DemoDb, KaizenRow } from '../db/types';
import { companyTeamIds, findVisibleKaizen, isVisible, newestFirst } from './kaizen-access';
import { kaizenActionHandlers } from './kaizen-actions';
import { kaizenTable } from './kaizen-tables';

const routes = createRoutes();

const list = (db: DemoDb, rows: KaizenRow[]) => {
  const lookup = createLookup(db);
  return json([...rows].sort(newestFirst).map((k) => toKaizen(lookup, k)));
};

routes.post('*/api/kaizen/table/approved', (context) =>
  kaizenTable(context, context.body, 'approved'),
);
routes.post('*/api/kaizen/table/rejected', (context) =>
  kaizenTable(context, context.body, 'declined'),
);

/** Someone's kaizens; their drafts only to themselves. */
routes.get('*/api/kaizen/by-user/:id', ({ db, user, company, params }) => {
  const author = db.users.find(
    (row) => row.id === routeId(params.id) && row.company_id === company.id,
  );
  if (!author) throw notFound();
  const teams = companyTeamIds(db, company.id);
  return list(
    db,
    db.kaizens.filter(
      (k) => k.author_id === author.id && teams.has(k.team_id) && isVisible(db, k, user),
    ),
  );
});

/**
 * A team's submitted kaizens plus the caller's own drafts there, without the declined kaizens of
 * others unless the caller decides in the team; for members and managers.
 */
routes.get('*/api/kaizen/by-team/:id', (context) => {
  const { db, user } = context;
  const team = findCompanyTeam(context, routeId(context.params.id));
  const allowed =
    isMember(db, user.id, team.id) || actsInAnyTeam(db, user) || can(db, user, 'view team');
  if (!allowed) throw forbidden();
  return list(
    db,
    db.kaizens.filter((k) => k.team_id === team.id && isVisible(db, k, user)),
  );
});

/** Only `shared` exists: approved kaizens shared with the whole company. */
routes.get('*/api/kaizen/by-type/:type', ({ db, company, params }) => {
  if (params.type !== 'shared') throw notFound();
  const teams = companyTeamIds(db, company.id);
  return list(
    db,
    db.kaizens.filter((k) => k.shared && k.status === 'approved' && teams.has(k.team_id)),
  );
});

/** The new-kaizen form's options: the teams the user may file a kaizen in. */
routes.get('*/api/kaizen', ({ db, user }) => {
  if (!can(db, user, 'create kaizen') && !can(db, user, 'create kaizen any team')) {
    throw forbidden();
  }
  return json({ teams: sortTeamsByName(workableTeams(db, user)).map(ref) });
});

routes.get('*/api/kaizen/:id', (context) => {
  const kaizen = findVisibleKaizen(context, context.params.id);
  return json(toKaizen(createLookup(context.db), kaizen));
});

export const kaizenHandlers = [...routes.handlers, ...kaizenActionHandlers];
