import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { KaizenFilters } from '@/api/schemas/kaizen';
import type { TableSort } from '@/components/data-table';
import { useAdminStorage, type AdminStorage } from '@/stores/admin-storage-store';
import type { TableKind } from './list-kind';
import { readListState, writeListState, type ListState } from './list-state';
import { listStateFromUrl, listStateToUrl } from './list-url';

const storedOf = (kind: TableKind) => (s: AdminStorage) =>
  kind === 'approved' ? s.approvedFilters : s.declinedFilters;

/**
 * The filters, sort and page of the approved or declined list. The address holds them, so a
 * link opens the same list and Back and Forward move through the states a user went through.
 * admin_storage keeps a copy (spec §2, §3): a list opened without them in its address (from the
 * menu, after a visit to a kaizen) starts where the user left it, and that start is written into
 * the address at once, so Back never lands on a bare address. A new filter or sort starts at
 * the first page.
 */
export function useListState(kind: TableKind) {
  const [params, setParams] = useSearchParams();
  const stored = useAdminStorage(storedOf(kind));
  const fromUrl = useMemo(() => listStateFromUrl(params), [params]);
  const state = useMemo(() => fromUrl ?? readListState(stored), [fromUrl, stored]);

  useEffect(() => {
    if (!fromUrl) {
      setParams((current) => listStateToUrl(readListState(stored), current), { replace: true });
      return;
    }
    const record = writeListState(fromUrl);
    if (JSON.stringify(record) === JSON.stringify(stored)) return;
    const storage = useAdminStorage.getState();
    if (kind === 'approved') storage.setApprovedFilters(record);
    else storage.setDeclinedFilters(record);
  }, [fromUrl, stored, kind, setParams]);

  const update = useCallback(
    (patch: Partial<ListState>, { replace = false } = {}) => {
      setParams((current) => listStateToUrl({ ...state, ...patch }, current), { replace });
    },
    [state, setParams],
  );
  return {
    ...state,
    // Typing in the search box is one step in the history, not one step per letter.
    setFilters: useCallback(
      (filters: KaizenFilters) =>
        update({ filters, page: 0 }, { replace: onlySearchChanged(state.filters, filters) }),
      [update, state.filters],
    ),
    setSort: useCallback((sort: TableSort) => update({ sort, page: 0 }), [update]),
    setPage: useCallback(
      (page: number, options?: { replace?: boolean }) => update({ page }, options),
      [update],
    ),
  };
}

function onlySearchChanged(before: KaizenFilters, after: KaizenFilters): boolean {
  const rest = ({ search: _search, ...others }: KaizenFilters) => JSON.stringify(others);
  return before.search !== after.search && rest(before) === rest(after);
}
