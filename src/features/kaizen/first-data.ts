import { kaizenQueries } from '@/api/kaizen-queries';
import { teamQueries } from '@/api/team-queries';
import { can } from '@/lib/permissions';
import type { FirstRead } from '@/lib/query-client';
import { useAdminStorage } from '@/stores/admin-storage-store';
import { LIST_PAGE_SIZE, listKindOf } from './list/list-kind';
import { tableQuery } from '@/api/schemas/table';
import { readListState } from './list/list-state';
import { scopedFilters } from './list/list-scope';
import type { CurrentUser } from '@/api/schemas/user';

/**
 * A list opened from the menu: the shared list, or the approved or declined page the user left
 * (admin_storage, as use-list-state.ts restores it) in this user's scope (list-scope.ts), with
 * the teams of its filter form.
 */
export function kaizenListFirstData(read: FirstRead, user: CurrentUser, path: string): void {
  const kind = listKindOf(path);
  if (kind === 'shared') return read(kaizenQueries.shared());
  const storage = useAdminStorage.getState();
  const stored = kind === 'approved' ? storage.approvedFilters : storage.declinedFilters;
  const state = readListState(stored);
  const filters = scopedFilters(kind, user, state.filters);
  read(kaizenQueries.table(kind, tableQuery({ ...state, filters }, LIST_PAGE_SIZE)));
  read(teamQueries.all());
}

/** A new kaizen: the teams its form offers, where the user picks one (kaizen-form-team.tsx). */
export function kaizenFormFirstData(read: FirstRead, user: CurrentUser): void {
  if (can(user, 'create kaizen any team')) read(kaizenQueries.formOptions());
}
