import { isRecord } from '@/utils/is-record';
import { isApiError } from './api-error';
import { request, toFormData } from './http';
import { readBoolean } from './laravel-shapes';
import { handParser, type ResponseParser } from './parsers';

// The sign-in calls parse by hand: this module is on every first page (/verified, logout),
// and zod would cost that page ~10 KB gzip for four simple shapes.
// The contract's `{message}`: an empty body or an HTML page is not the API's answer. It is not
// sent again (it may have mailed a link or made an account): the user reads "saved, but the
// answer could not be read" (docs/decisions.md, "A save the server accepted is never offered
// again").
const messageParser = handParser(
  (data): { message?: string } | undefined =>
    isRecord(data) && (data.message === undefined || typeof data.message === 'string')
      ? { message: data.message }
      : undefined,
  '{message}',
);

const tokenParser = handParser((data): { valid: boolean; email?: string } | undefined => {
  if (!isRecord(data)) return undefined;
  const valid = readBoolean(data.valid);
  const email = data.email ?? undefined;
  return typeof valid === 'boolean' && (email === undefined || typeof email === 'string')
    ? { valid, email }
    : undefined;
}, '{valid, email?}');

// By hand: every first page load asks this, and zod would cost that page ~10 KB gzip.
const verifiedParser = handParser((data) => {
  const verified = readBoolean(isRecord(data) ? data.verified : data);
  return typeof verified === 'boolean' ? verified : undefined;
}, 'true, false or {verified}');

/** GET /verified: whether the session belongs to a signed-in, verified user. */
export function checkVerified(): Promise<boolean> {
  return request(verifiedParser, { method: 'get', url: '/verified' });
}

export interface Credentials {
  email: string;
  password: string;
  remember?: boolean;
}

/** A 2xx without a body (`''`, `null`): Breeze's API stack answers its sign-in with a 204. */
const noBody = (data: unknown) =>
  data === undefined || data === null || (typeof data === 'string' && data.trim() === '');

// The contract's `{two_factor: false}` (Fortify's answer), or no body at all (Breeze's 204).
// An HTML page (a proxy's, a portal's) is not the API's sign-in: the client then sends it once
// more (it is `repeatable`: a second sign-in only replaces the session of the first, also on a
// server that ignores the key).
const signInAnswer = handParser(
  (data) => (isRecord(data) ? data : noBody(data) ? {} : undefined),
  '{two_factor} or no body',
);

/** POST /login with a form body (Laravel's session login). */
export async function login({ email, password, remember = false }: Credentials): Promise<void> {
  await request(signInAnswer, {
    method: 'post',
    url: '/login',
    repeatable: true,
    data: toFormData({ email, password, remember }),
  });
}

/** POST /login-type: sign in with a user name instead of an e-mail address (docs/api.md). */
export async function loginWithType(input: {
  username: string;
  password: string;
  remember?: boolean;
}) {
  await request(signInAnswer, {
    method: 'post',
    url: '/login-type',
    repeatable: true,
    data: toFormData({ type: 'username', ...input, remember: input.remember ?? false }),
  });
}

/**
 * How long a sign-out waits for the server's answer. The device is signed out before it is
 * sent, and one that got no answer stays owed and is sent again (src/lib/sign-out.ts): the
 * next person's sign-in, which sends it first, waits this long at most, not the 20 s a read
 * may take.
 */
const LOGOUT_TIMEOUT_MS = 5000;

/** A whole page where the API answers JSON or nothing: the app's catch-all `index.html`. */
const isPage = (data: unknown) => typeof data === 'string' && /^\s*</.test(data);

// Whether the server took the call in this form. Its answer's body says nothing more: whether
// the session went is asked of `GET /verified`.
const logoutTaken: ResponseParser<boolean> = {
  safeParse: (data) => ({ success: true, data: !isPage(data) }),
};

// 404 or 405: no such route for this method. 403: a route that will not take it this way.
const NOT_TAKEN = [403, 404, 405];

/**
 * `GET /logout` (the spec's) or `POST /logout` (Breeze's and Fortify's, with the XSRF header
 * every request carries). Resolves false when the server does not take the sign-out in this
 * form: the app's page (the catch-all answering a GET), a 404, a 405 or a 403. Rejects with
 * ApiError otherwise, a 401 or 419 included (no session left).
 */
export async function logout(method: 'get' | 'post' = 'get'): Promise<boolean> {
  try {
    return await request(logoutTaken, { method, url: '/logout', timeout: LOGOUT_TIMEOUT_MS });
  } catch (error) {
    if (isApiError(error) && error.kind === 'http' && NOT_TAKEN.includes(error.status)) {
      return false;
    }
    throw error;
  }
}

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  company_code: string;
}

/** POST /api/home/sign-up */
export function signUp(input: SignUpInput) {
  return request(messageParser, { method: 'post', url: '/api/home/sign-up', data: input });
}

/** POST /api/password/reset: mails a link with a token. */
export function requestPasswordReset(email: string) {
  return request(messageParser, { method: 'post', url: '/api/password/reset', data: { email } });
}

/** GET /api/check/token/{token}: whether a reset token can still be used. */
export function checkResetToken(token: string) {
  return request(tokenParser, {
    method: 'get',
    url: `/api/check/token/${encodeURIComponent(token)}`,
  });
}

export interface NewPasswordInput {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}

/** POST /api/password/new: sets a new password with a reset token. */
export function setNewPassword(input: NewPasswordInput) {
  return request(messageParser, { method: 'post', url: '/api/password/new', data: input });
}
