/** Permission and role names (spec §6). No zod here: the first page's guards read them. */

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
