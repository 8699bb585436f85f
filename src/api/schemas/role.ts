import { z } from 'zod/mini';
import { idSchema, nameListSchema } from './common';

/** Every permission name of spec §6. */
export const PERMISSIONS = [
  'create kaizen',
  'create kaizen any team',
  'company configurator',
  'view document title',
  'view company',
  'view user',
  'view team',
  'restore team',
  'view about',
  'view contact',
  'view document',
  'view faq',
  'move kaizen',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const SUPERADMIN_ROLE = 'superadmin';

export const roleSchema = z.object({
  id: idSchema,
  name: z.string(),
  permissions: z._default(nameListSchema, []),
  is_assignable: z._default(z.boolean(), false),
});
export type Role = z.output<typeof roleSchema>;

export interface RoleInput {
  name: string;
  permissions: string[];
  is_assignable: boolean;
}
