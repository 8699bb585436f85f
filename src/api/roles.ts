import { z } from 'zod/mini';
import { request } from './http';
import { roleSchema, type RoleInput } from './schemas/role';

/** GET /crud/role: not in the spec; our addition so role screens can list roles (docs/api.md). */
export function fetchRoles() {
  return request(z.array(roleSchema), { method: 'get', url: '/crud/role' });
}

/** Spec §6: `is_assignable` is its own field and never travels among the permissions. */
function toRoleBody(input: RoleInput) {
  return {
    name: input.name,
    permissions: input.permissions.filter((permission) => permission !== 'is_assignable'),
    is_assignable: input.is_assignable,
  };
}

/** POST /api/role (no trailing slash: docs/api.md §1) */
export function createRole(input: RoleInput) {
  return request(roleSchema, { method: 'post', url: '/api/role', data: toRoleBody(input) });
}

/** PUT /api/role/{id} with a `permissions[]` array. */
export function updateRole(id: number, input: RoleInput) {
  return request(roleSchema, { method: 'put', url: `/api/role/${id}`, data: toRoleBody(input) });
}
