import type { CurrentUser } from '@/api/schemas/user';
import { hasRole } from '@/lib/permissions';

/**
 * Patch notes describe the product for every company, so only the superadmin writes them
 * (the demo backend answers 403 to anyone else).
 */
export function canEditPatchNotes(user: CurrentUser | null): boolean {
  return hasRole(user, 'superadmin');
}

/**
 * /help/documentation shows the product's documentation, shared by all companies: only the
 * superadmin edits it. A company's own documents belong to /company/documents, where
 * 'view document title' governs editing.
 */
export function canEditDocumentation(user: CurrentUser | null): boolean {
  return hasRole(user, 'superadmin');
}
