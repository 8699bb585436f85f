import type { AppPermission } from '@/lib/permissions';

export interface PermissionGroup {
  id: 'kaizen' | 'organisation' | 'company' | 'help';
  permissions: readonly AppPermission[];
}

/** Every permission of spec §6 and our 'review kaizen' (docs/api.md), by what they govern. */
export const PERMISSION_GROUPS: readonly PermissionGroup[] = [
  {
    id: 'kaizen',
    permissions: ['create kaizen', 'create kaizen any team', 'review kaizen', 'move kaizen'],
  },
  { id: 'organisation', permissions: ['view user', 'view team', 'restore team'] },
  { id: 'company', permissions: ['view company', 'company configurator', 'view document title'] },
  { id: 'help', permissions: ['view about', 'view contact', 'view document', 'view faq'] },
];

/** The translation key of a permission's label: `permissions.create_kaizen`. */
export const permissionLabelKey = (permission: string) =>
  `permissions.${permission.replaceAll(' ', '_')}`;
