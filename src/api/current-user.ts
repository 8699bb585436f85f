import { request } from './http';

/**
 * GET /api/user: the signed-in user. Apart from the user admin's calls (./users.ts), whose
 * schemas need zod: the start-up sends it beside `/verified` on a page behind sign-in, and its
 * schema (zod, off a signed-out first page) loads meanwhile instead of holding the request back
 * (`request` with a schema still loading).
 */
export function fetchCurrentUser() {
  const schema = import('./schemas/user').then(({ currentUserSchema }) => currentUserSchema);
  return request(schema, { method: 'get', url: '/api/user' });
}
