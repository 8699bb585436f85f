import { PERMISSIONS, SUPERADMIN_ROLE } from '@/api/schemas/role';

/** Our addition to spec §6 (docs/api.md): who may approve, decline and share kaizens. */
export const REVIEW_KAIZEN = 'review kaizen';

export const ALL_PERMISSIONS: readonly string[] = [...PERMISSIONS, REVIEW_KAIZEN];

export const ROLE_NAMES = {
  superadmin: SUPERADMIN_ROLE,
  admin: 'admin',
  teamleader: 'teamleader',
  employee: 'employee',
} as const;

const HELP = ['view about', 'view contact', 'view document', 'view faq'];

export const ROLE_PERMISSIONS: Record<keyof typeof ROLE_NAMES, string[]> = {
  // The superadmin role passes every check by name, so it needs no permission of its own.
  superadmin: [],
  admin: [...ALL_PERMISSIONS],
  teamleader: ['create kaizen', 'view team', 'move kaizen', REVIEW_KAIZEN, ...HELP],
  employee: ['create kaizen', ...HELP],
};
