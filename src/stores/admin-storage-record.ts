import { handParser } from '@/api/parsers';
import { isRecord } from '@/utils/is-record';
import { storedItem } from './stored';

/** The local-storage key of spec §3/§9. */
export const ADMIN_STORAGE_KEY = 'admin_storage';

/**
 * Whether admin_storage as the store keeps it (zustand's `{state, version}`,
 * admin-storage-store.ts) holds kaizen filters. JSON that does not parse is removed, as the
 * store's own reader does.
 */
const holdsFilters = handParser((value) => {
  if (typeof value !== 'string') return undefined;
  const stored: unknown = JSON.parse(value);
  const state = isRecord(stored) ? stored.state : undefined;
  return isRecord(state) && (isRecord(state.approvedFilters) || isRecord(state.declinedFilters));
}, 'the admin_storage record');

/** Whether admin_storage holds kaizen filters, read without loading the store. */
export const kaizenFiltersStored = (): boolean =>
  storedItem('local', ADMIN_STORAGE_KEY, holdsFilters).read() === true;

let clearLoadedFilters: (() => void) | undefined;

/**
 * The store hands over how it clears the filters as it loads: from then on its state is what
 * counts (with storage blocked, the filters live in it alone).
 */
export function handOverFilterClearing(clear: () => void): void {
  clearLoadedFilters = clear;
}

/** How the loaded store clears the filters; undefined while it is not loaded. */
export const loadedFilterClearing = (): (() => void) | undefined => clearLoadedFilters;
