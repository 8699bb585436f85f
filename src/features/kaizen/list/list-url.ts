import type { KaizenFilters } from '@/api/schemas/kaizen';
import { readListState, type ListState } from './list-state';

/** The search params of a list, short enough to read in a shared link. */
const FILTER_PARAMS = {
  search: 'q',
  team_id: 'team',
  author_id: 'author',
  date_from: 'from',
  date_to: 'to',
} as const satisfies Record<keyof KaizenFilters, string>;

const LIST_PARAMS = [...Object.values(FILTER_PARAMS), 'sort', 'dir', 'page'];

const numberOrRaw = (value: string | null) =>
  value === null ? undefined : /^\d+$/.test(value) ? Number(value) : value;

/**
 * The list state an address names, or undefined when it names none. Read through the same
 * checks as a stored state: a hand-edited link can hold anything, and each part falls back
 * on its own. Pages count from 1 in the address, as people do.
 */
export function listStateFromUrl(params: URLSearchParams): ListState | undefined {
  if (!LIST_PARAMS.some((name) => params.has(name))) return undefined;
  const filters = Object.fromEntries(
    Object.entries(FILTER_PARAMS).map(([field, name]) => [
      field,
      field === 'team_id' || field === 'author_id'
        ? numberOrRaw(params.get(name))
        : (params.get(name) ?? undefined),
    ]),
  );
  const page = numberOrRaw(params.get('page'));
  return readListState({
    filters,
    sortField: params.get('sort') ?? undefined,
    sortFieldDir: params.get('dir') ?? undefined,
    page: typeof page === 'number' ? page - 1 : page,
  });
}

/** `params` with the list's part replaced by `state`; other params (the view) stay. */
export function listStateToUrl(state: ListState, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  LIST_PARAMS.forEach((name) => next.delete(name));
  for (const [field, name] of Object.entries(FILTER_PARAMS)) {
    const value = state.filters[field as keyof KaizenFilters];
    if (value !== undefined && String(value).trim() !== '') next.set(name, String(value));
  }
  next.set('sort', state.sort.field);
  next.set('dir', state.sort.dir);
  next.set('page', String(state.page + 1));
  return next;
}
