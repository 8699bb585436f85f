import { z } from 'zod/mini';
import { booleanSchema, idSchema, nameListSchema, orDefault, textSchema } from './common';

// Kept apart from the zod schema: the navigation and guards on the first page need the names.
export { PERMISSIONS, SUPERADMIN_ROLE } from './permissions';

export const roleSchema = z.object({
  id: idSchema,
  name: textSchema,
  permissions: orDefault(nameListSchema, []),
  is_assignable: orDefault(booleanSchema, false),
});
export type Role = z.output<typeof roleSchema>;

export interface RoleInput {
  name: string;
  permissions: string[];
  is_assignable: boolean;
}
