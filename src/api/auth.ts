import { z } from 'zod/mini';
import { request, toFormData } from './http';
import { ackSchema, messageSchema } from './schemas/common';

/** GET /verified: whether the session belongs to a signed-in, verified user. */
export function checkVerified(): Promise<boolean> {
  return request(
    z.pipe(
      z.union([z.boolean(), z.object({ verified: z.boolean() })]),
      z.transform((value) => (typeof value === 'boolean' ? value : value.verified)),
    ),
    { method: 'get', url: '/verified' },
  );
}

export interface Credentials {
  email: string;
  password: string;
  remember?: boolean;
}

/** POST /login with a form body (Laravel's session login). */
export async function login({ email, password, remember = false }: Credentials): Promise<void> {
  await request(ackSchema, {
    method: 'post',
    url: '/login',
    data: toFormData({ email, password, remember }),
  });
}

/** POST /login-type: sign in with a user name instead of an e-mail address (docs/api.md). */
export async function loginWithType(input: {
  username: string;
  password: string;
  remember?: boolean;
}) {
  await request(ackSchema, {
    method: 'post',
    url: '/login-type',
    data: toFormData({ type: 'username', ...input, remember: input.remember ?? false }),
  });
}

/** GET /logout */
export async function logout(): Promise<void> {
  await request(ackSchema, { method: 'get', url: '/logout' });
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
  return request(messageSchema, { method: 'post', url: '/api/home/sign-up', data: input });
}

/** POST /api/password/reset: mails a link with a token. */
export function requestPasswordReset(email: string) {
  return request(messageSchema, { method: 'post', url: '/api/password/reset', data: { email } });
}

/** GET /api/check/token/{token}: whether a reset token can still be used. */
export function checkResetToken(token: string) {
  return request(z.object({ valid: z.boolean(), email: z.optional(z.string()) }), {
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
  return request(messageSchema, { method: 'post', url: '/api/password/new', data: input });
}
