import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { kaizenFiltersStored, loadedFilterClearing } from '@/stores/admin-storage-record';

const LIST_PATHS: readonly string[] = [
  paths.kaizenApproved,
  paths.kaizenDeclined,
  paths.kaizenShared,
];
const DETAIL_PATH = /^\/(kaizen|my-kaizen)\/\d+\/?$/;

/** The kaizen list and detail pages, between which the list filters are kept (spec §2). */
export function keepsKaizenFilters(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return LIST_PATHS.includes(path) || DETAIL_PATH.test(path);
}

/**
 * Clears the stored approved and declined filters once the user is on any page other than a
 * kaizen list or detail (spec §2). Mount once, in a layout that sees every navigation.
 *
 * @example
 * export function RootLayout() { useKaizenFilterLifetime(); return <Outlet />; }
 */
export function useKaizenFilterLifetime(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (keepsKaizenFilters(pathname)) return;
    const clear = loadedFilterClearing();
    if (clear) clear();
    // The store comes with the pages that keep filters. A first page that is none of them (/login
    // at every cold start) loads it, and the drafts it restores, only when an earlier visit left
    // filters behind.
    else if (kaizenFiltersStored()) {
      void import('@/stores/admin-storage-store').then(() => loadedFilterClearing()?.());
    }
  }, [pathname]);
}
