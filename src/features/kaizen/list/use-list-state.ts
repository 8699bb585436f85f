import { useCallback, useMemo } from 'react';
import type { KaizenFilters } from '@/api/schemas/kaizen';
import type { TableSort } from '@/components/data-table';
import { useAdminStorage, type AdminStorage } from '@/stores/admin-storage-store';
import type { TableKind } from './list-kind';
import { readListState, writeListState, type ListState } from './list-state';

const storedOf = (kind: TableKind) => (s: AdminStorage) =>
  kind === 'approved' ? s.approvedFilters : s.declinedFilters;

/**
 * The filters, sort and page of the approved or declined list, kept in admin_storage so they
 * survive a reload and a visit to a kaizen (spec §2, §3). A new filter or sort starts at page 0.
 */
export function useListState(kind: TableKind) {
  const stored = useAdminStorage(storedOf(kind));
  const state = useMemo(() => readListState(stored), [stored]);

  const update = useCallback(
    (patch: Partial<ListState>) => {
      const storage = useAdminStorage.getState();
      const next = writeListState({ ...readListState(storedOf(kind)(storage)), ...patch });
      if (kind === 'approved') storage.setApprovedFilters(next);
      else storage.setDeclinedFilters(next);
    },
    [kind],
  );
  return {
    ...state,
    setFilters: useCallback((filters: KaizenFilters) => update({ filters, page: 0 }), [update]),
    setSort: useCallback((sort: TableSort) => update({ sort, page: 0 }), [update]),
    setPage: useCallback((page: number) => update({ page }), [update]),
  };
}
