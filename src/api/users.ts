import { request, spoofed, toFormData } from './http';
import { pagedSchema, refSchema } from './schemas/common';
import { TABLE_PAGE_SIZE, toTableBody, type TableQuery } from './schemas/table';
import {
  refreshedUserSchema,
  userSchema,
  type CurrentUser,
  type ProfileInput,
  type UserInput,
} from './schemas/user';

/**
 * Spec §7: a refresh is merged into the current user, keeping its roles and permissions lists:
 * the refresh's lists when it sends them (so menus follow a changed role), the known ones when
 * it leaves them out (a refresh never empties them). Why: docs/decisions.md, "User refresh".
 */
export function mergeRefreshedUser(
  current: CurrentUser,
  refreshed: Partial<CurrentUser>,
): CurrentUser {
  return {
    ...current,
    ...refreshed,
    all_roles: refreshed.all_roles ?? current.all_roles,
    all_permissions: refreshed.all_permissions ?? current.all_permissions,
  };
}

/** GET /api/user/refresh, merged into `current`. */
export async function refreshCurrentUser(current: CurrentUser): Promise<CurrentUser> {
  const refreshed = await request(refreshedUserSchema, { method: 'get', url: '/api/user/refresh' });
  return mergeRefreshedUser(current, refreshed);
}

/** GET /crud/user/{id} */
export function fetchUser(id: number) {
  return request(userSchema, { method: 'get', url: `/crud/user/${id}` });
}

export interface UserFilters {
  search?: string;
}

/** POST /api/user/table */
export function fetchUserTable(query: TableQuery<UserFilters>) {
  return request(pagedSchema(userSchema), {
    method: 'post',
    url: '/api/user/table',
    repeatable: true,
    data: toTableBody(query),
  });
}

/** POST /api/user (no trailing slash: docs/api.md §1) */
export function createUser(input: UserInput) {
  return request(userSchema, { method: 'post', url: '/api/user', data: toFormData({ ...input }) });
}

/** PUT /api/user/{id}, sent as form data with method spoofing (it may carry a picture). */
export function updateUser(id: number, input: UserInput) {
  return spoofed(userSchema, 'PUT', `/api/user/${id}`, { ...input });
}

/** POST /api/user/profile with _method=PUT; answers with the updated current user. */
export function updateProfile(input: ProfileInput) {
  return spoofed(refreshedUserSchema, 'PUT', '/api/user/profile', { ...input });
}

/** POST /api/user/teams: the signed-in user's teams, 10 at a time (spec §9). */
export function fetchUserTeams({ page = 0, search = '' }: { page?: number; search?: string } = {}) {
  return request(pagedSchema(refSchema), {
    method: 'post',
    url: '/api/user/teams',
    repeatable: true,
    data: { ...toTableBody({ page, size: TABLE_PAGE_SIZE }), search },
  });
}
