import { isLocale } from '../db/types';
import { actsInAnyTeam, findCompanyTeam, isMember, routeId } from '../http/access';
import { forbidden, invalidField } from '../http/errors';
import { createRoutes, json } from '../http/route';
import { activeTeamRef, languagesOf } from '../serialize/user';

const routes = createRoutes();

/**
 * Public, because the login page has a language too: a guest's choice is kept and carried into
 * the session on sign-in. A signed-in user's choice is also remembered as their own locale.
 */
routes.open.get(
  '*/api/session/locale/:locale',
  ({ db, params }) => {
    const code = params.locale;
    const session = db.session;
    const user = session && db.users.find((row) => row.id === session.userId);
    const company = user && db.companies.find((row) => row.id === user.company_id);
    const allowed =
      user && company
        ? languagesOf(db, user, company).map((language) => language.code)
        : db.languages.map((language) => language.code);
    if (!isLocale(code) || !allowed.includes(code)) throw invalidField('locale', 'in');
    if (session && user) {
      session.locale = code;
      user.locale = code;
    } else {
      db.guestLocale = code;
    }
    return json({ locale: code });
  },
  { mutates: true },
);

routes.get(
  '*/api/session/team/:id',
  (context) => {
    const { db, user, session } = context;
    const team = findCompanyTeam(context, routeId(context.params.id));
    if (!isMember(db, user.id, team.id) && !actsInAnyTeam(db, user)) throw forbidden('not_member');
    session.activeTeamId = team.id;
    user.active_team_id = team.id;
    return json({ active_team: activeTeamRef(db, team) });
  },
  { mutates: true },
);

export const sessionHandlers = routes.handlers;
