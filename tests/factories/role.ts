import type { z } from 'zod/mini';
import type { roleSchema } from '@/api/schemas/role';
import { nextId } from './sequence';

type RoleResponse = z.input<typeof roleSchema>;

/** An assignable role with one permission. */
export function buildRole(overrides: Partial<RoleResponse> = {}): RoleResponse {
  const id = nextId();
  return {
    id,
    name: `Role ${id}`,
    permissions: ['create kaizen'],
    is_assignable: true,
    ...overrides,
  };
}
