import { invalidField } from '../http/errors';
import { createRoutes, json, messageResponse } from '../http/route';
import { must, Validator } from '../http/validate';

const routes = createRoutes();

/**
 * Mails nothing: the token is `demo-reset-{userId}`, logged to the console outside tests, and
 * the seeded `demo-reset-token` works for employee@kaizen.demo. Unknown addresses get the same
 * answer, so the form cannot be used to probe which accounts exist.
 */
routes.open.post('*/api/password/reset', ({ db, body, locale }) => {
  const v = new Validator(body);
  const email = v.email('email');
  v.done();
  const user = db.users.find((row) => row.email.toLowerCase() === email);
  if (user) {
    const token = `demo-reset-${user.id}`;
    db.passwordResets = db.passwordResets.filter((row) => row.email !== user.email);
    db.passwordResets.push({ email: user.email, token, created_at: new Date().toISOString() });
    if (import.meta.env.MODE !== 'test') console.info(`[demo] reset link: /password/new/${token}`);
  }
  return messageResponse(locale, 'reset_link_sent');
});

routes.open.get('*/api/check/token/:token', ({ db, params }) => {
  const reset = db.passwordResets.find((row) => row.token === params.token);
  return json(reset ? { valid: true, email: reset.email } : { valid: false });
});

routes.open.post('*/api/password/new', ({ db, body, locale }) => {
  const v = new Validator(body);
  const token = v.string('token', { required: true });
  const email = v.email('email');
  const password = v.password('password', { required: true, confirm: true });
  v.done();
  const reset = db.passwordResets.find((row) => row.token === token && row.email === email);
  const user = reset && db.users.find((row) => row.email === reset.email);
  if (!user) throw invalidField('token', 'token_invalid');
  user.password = must(password);
  db.passwordResets = db.passwordResets.filter((row) => row !== reset);
  return messageResponse(locale, 'password_changed');
});

export const passwordHandlers = routes.handlers;
