import { HttpResponse } from 'msw';
import { ROLE_ID } from '../db/seed-org';
import type { DemoDb, UserRow } from '../db/types';
import { expiredCookieHeaders, sessionCookieHeaders } from '../http/cookies';
import { invalidField } from '../http/errors';
import { createRoutes, json, messageResponse, requestLocale } from '../http/route';
import { must, Validator } from '../http/validate';
import { passwordHandlers } from './password';
import { uniqueUsername } from './user-input';

const routes = createRoutes();

function signIn(db: DemoDb, user: UserRow): Response {
  // Laravel keeps the guest session's data on login, so a language picked on /login stays.
  db.session = {
    userId: user.id,
    locale: db.guestLocale ?? user.locale,
    activeTeamId: user.active_team_id,
  };
  return HttpResponse.json({ two_factor: false }, { headers: sessionCookieHeaders() });
}

routes.open.post('*/login', ({ db, body }) => {
  const v = new Validator(body);
  const email = v.email('email');
  // No length rule here: a sign-in checks the password, it does not judge it.
  const password = body.text('password') ?? '';
  if (password === '') v.fail('password', 'required');
  v.done();
  const user = db.users.find(
    (row) => row.email.toLowerCase() === email && row.password === password,
  );
  if (!user) throw invalidField('email', 'auth_failed');
  return signIn(db, user);
});

/** Our reading of /login-type (docs/api.md): sign in with a user name instead of an e-mail. */
routes.open.post('*/login-type', ({ db, body }) => {
  const v = new Validator(body);
  v.oneOf('type', ['username'] as const, true);
  const username = v.string('username', { required: true })?.toLowerCase();
  const password = body.text('password') ?? '';
  if (password === '') v.fail('password', 'required');
  v.done();
  const user = db.users.find(
    (row) => row.username.toLowerCase() === username && row.password === password,
  );
  if (!user) throw invalidField('username', 'auth_failed');
  return signIn(db, user);
});

/** Spec §7's `GET /logout`, and `POST /logout` as Breeze and Fortify have it (docs/api.md). */
function signOut(db: DemoDb): Response {
  if (db.session) db.guestLocale = db.session.locale;
  db.session = null;
  return new HttpResponse(null, { status: 204, headers: expiredCookieHeaders() });
}

routes.open.get('*/logout', ({ db }) => signOut(db), { mutates: true });
routes.open.post('*/logout', ({ db }) => signOut(db));

routes.open.get('*/verified', ({ db }) => {
  const session = db.session;
  return json(session !== null && db.users.some((user) => user.id === session.userId));
});

routes.open.post('*/api/home/sign-up', ({ db, body, request, locale }) => {
  const v = new Validator(body);
  const name = v.string('name', { required: true, max: 255 });
  const email = v.email('email');
  const password = v.password('password', { required: true, confirm: true });
  const code = v.string('company_code', { required: true, max: 50 });
  if (email && db.users.some((user) => user.email.toLowerCase() === email))
    v.fail('email', 'unique');
  const company = db.companies.find((row) => row.code.toLowerCase() === code?.toLowerCase());
  if (code && !company) v.fail('company_code', 'company_code');
  v.done();
  db.users.push({
    id: Math.max(0, ...db.users.map((user) => user.id)) + 1,
    company_id: must(company).id,
    name: must(name),
    email: must(email),
    username: uniqueUsername(db, must(email)),
    password: must(password),
    locale: requestLocale(request, db),
    picture_src: null,
    active_team_id: null,
    role_ids: [ROLE_ID.employee],
    language_codes: null,
    created_at: new Date().toISOString(),
  });
  return messageResponse(locale, 'signed_up', 201);
});

export const authHandlers = [...routes.handlers, ...passwordHandlers];
