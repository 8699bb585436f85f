import { SUPERADMIN_ROLE } from '@/api/schemas/role';
import { ALL_PERMISSIONS } from '../db/permissions';
import type { RoleRow } from '../db/types';
import { can, requirePermission, routeId } from '../http/access';
import { locked, notFound } from '../http/errors';
import { createRoutes, json, type UserContext } from '../http/route';
import { must, Validator } from '../http/validate';
import { nextId } from './user-input';

const routes = createRoutes();
const ROLE_NAME_MAX = 50;

/** Permissions arrive as a JSON array or as `permissions[]` form fields. */
function readRoleInput({ db, user, body }: UserContext, existing?: RoleRow) {
  const v = new Validator(body);
  const name = v.string('name', { required: true, max: ROLE_NAME_MAX });
  const permissions = (body.list('permissions') ?? []).map(String);
  const isAssignable = v.boolean('is_assignable') ?? existing?.is_assignable ?? false;
  if (body.has('permissions') && !body.list('permissions')) v.fail('permissions', 'in');
  if (permissions.some((permission) => !ALL_PERMISSIONS.includes(permission))) {
    v.fail('permissions', 'in');
  } else if (permissions.some((permission) => !can(db, user, permission))) {
    // Handing out more than you hold would be a way to raise your own rights.
    v.fail('permissions', 'permission_not_held');
  }
  const clash = db.roles.some(
    (role) => role.id !== existing?.id && role.name.toLowerCase() === name?.toLowerCase(),
  );
  if (clash) v.fail('name', 'unique');
  v.done();
  return { name: must(name), permissions: [...new Set(permissions)], is_assignable: isAssignable };
}

routes.get('*/crud/role', (context) => {
  requirePermission(context, 'view user');
  return json(context.db.roles);
});

routes.post('*/api/role', (context) => {
  requirePermission(context, 'view user');
  const role: RoleRow = { id: nextId(context.db.roles), ...readRoleInput(context) };
  context.db.roles.push(role);
  return json(role, 201);
});

routes.put('*/api/role/:id', (context) => {
  requirePermission(context, 'view user');
  const role = context.db.roles.find((row) => row.id === routeId(context.params.id));
  if (!role) throw notFound();
  // Every check passes for this role by its name; renaming or editing it would break that.
  if (role.name === SUPERADMIN_ROLE) throw locked('locked_role');
  Object.assign(role, readRoleInput(context, role));
  return json(role);
});

export const roleHandlers = routes.handlers;
