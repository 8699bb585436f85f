import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RouteObject } from 'react-router-dom';
import { i18n } from '@/i18n/i18n';
import nlBase from '@/mocks/lang/nl/base.json';
import nlLogin from '@/mocks/lang/nl/auth.login.json';
import nlPasswordNew from '@/mocks/lang/nl/auth.password_new.json';
import nlPasswordReset from '@/mocks/lang/nl/auth.password_reset.json';
import nlSignUp from '@/mocks/lang/nl/auth.sign_up.json';
import { server } from '@/mocks/server';
import { buildCurrentUser } from '@tests/factories';
import { answer } from '@tests/utils/api';
import { renderRoutes as renderInRouter } from '@tests/utils/render-routes';

const dutch: Record<string, Record<string, unknown>> = {
  base: nlBase,
  'auth.login': nlLogin,
  'auth.sign_up': nlSignUp,
  'auth.password_reset': nlPasswordReset,
  'auth.password_new': nlPasswordNew,
};

/** The Dutch messages of the auth pages, as their routes would have loaded them. */
export async function loadDutchMessages(): Promise<void> {
  for (const [namespace, messages] of Object.entries(dutch)) {
    i18n.addResourceBundle('nl', namespace, messages, true, true);
  }
  await i18n.changeLanguage('nl');
}

/** Renders `routes` over a history in memory opened at `url`, with a user-event session. */
export function renderRoutes(routes: RouteObject[], url: string) {
  const user = userEvent.setup();
  const { router, history } = renderInRouter(routes, [url]);
  return { router, user, history };
}

/**
 * Answers the calls signIn() makes after a successful login: the user, the session locale,
 * the session team and any language file. Returns the recorded GET /api/user requests.
 */
export function answerSignIn(overrides: Parameters<typeof buildCurrentUser>[0] = {}) {
  const currentUser = buildCurrentUser({ locale: 'nl', languages: ['nl', 'en'], ...overrides });
  const received = answer('get', '/api/user', currentUser);
  server.use(
    http.get('/api/session/locale/:locale', () => HttpResponse.json({})),
    http.get('/api/session/team/:id', () => HttpResponse.json(currentUser.active_team)),
    http.get('/api/language/:page', ({ params }) =>
      HttpResponse.json({ base: nlBase, [String(params.page)]: dutch[String(params.page)] ?? {} }),
    ),
  );
  return received;
}

/** A response the test releases when it chooses, to look at the screen while a call is open. */
export function deferred() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { gate, release };
}
