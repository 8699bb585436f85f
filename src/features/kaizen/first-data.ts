import type { QueryClient } from '@tanstack/react-query';
import { kaizenQueries } from '@/api/kaizen-queries';
import { teamQueries } from '@/api/team-queries';
import { prefetchFirstData } from '@/lib/query-client';
import { useAdminStorage } from '@/stores/admin-storage-store';
import { LIST_PAGE_SIZE, listKindOf } from './list/list-kind';
import { tableQuery } from '@/api/schemas/table';
import { readListState } from './list/list-state';

/**
 * A list opened from the menu: the shared list, or the approved or declined page the user left
 * (admin_storage, as use-list-state.ts restores it), with the teams of its filter form.
 */
export function kaizenListFirstData(client: QueryClient, _user: unknown, path: string): void {
  const kind = listKindOf(path);
  if (kind === 'shared') return prefetchFirstData(client, kaizenQueries.shared());
  const storage = useAdminStorage.getState();
  const stored = kind === 'approved' ? storage.approvedFilters : storage.declinedFilters;
  prefetchFirstData(
    client,
    kaizenQueries.table(kind, tableQuery(readListState(stored), LIST_PAGE_SIZE)),
  );
  prefetchFirstData(client, teamQueries.all());
}

/** A new kaizen: the teams and categories of the form. */
export function kaizenFormFirstData(client: QueryClient): void {
  prefetchFirstData(client, kaizenQueries.formOptions());
}
