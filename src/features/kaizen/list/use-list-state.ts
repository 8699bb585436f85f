import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { KaizenFilters } from '@/api/schemas/kaizen';
import type { TableSort } from '@/components/data-table';
import { useAdminStorage, type AdminStorage } from '@/stores/admin-storage-store';
import { useNavStore } from '@/stores/nav-store';
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

  // While the user is on the way to another page, the list leaves the address alone: a late
  // rewrite of its search params would cancel that navigation.
  const { pathname } = useLocation();
  const leaving = useCallback(() => {
    const target = useNavStore.getState().leavingTo;
    return target !== null && target !== pathname;
  }, [pathname]);

  useEffect(() => {
    if (!fromUrl) {
      if (!leaving()) {
        setParams((current) => listStateToUrl(readListState(stored), current), { replace: true });
      }
      return;
    }
    const record = writeListState(fromUrl);
    if (JSON.stringify(record) === JSON.stringify(stored)) return;
    const storage = useAdminStorage.getState();
    if (kind === 'approved') storage.setApprovedFilters(record);
    else storage.setDeclinedFilters(record);
  }, [fromUrl, stored, kind, setParams, leaving]);

  // The address as last asked for: a change made before the previous one has reached the
  // router (a debounced search right after a team choice) builds on it instead of undoing it.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const navigate = useNavigate();
  const update = useCallback(
    (change: (current: ListState) => Partial<ListState>, { replace = false } = {}) => {
      if (leaving()) return;
      const base = latest.current;
      const current =
        listStateFromUrl(base) ?? readListState(storedOf(kind)(useAdminStorage.getState()));
      const next = listStateToUrl({ ...current, ...change(current) }, base);
      latest.current = next;
      void navigate({ search: `?${next.toString()}` }, { replace });
    },
    [kind, navigate, leaving],
  );
  return {
    ...state,
    // Typing in the search box is one step in the history, not one step per letter.
    setFilters: useCallback(
      (changed: KaizenFilters) =>
        update((current) => ({ filters: { ...current.filters, ...changed }, page: 0 }), {
          replace: Object.keys(changed).every((key) => key === 'search'),
        }),
      [update],
    ),
    setSort: useCallback((sort: TableSort) => update(() => ({ sort, page: 0 })), [update]),
    setPage: useCallback(
      (page: number, options?: { replace?: boolean }) => update(() => ({ page }), options),
      [update],
    ),
  };
}
