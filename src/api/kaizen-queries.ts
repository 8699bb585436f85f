import {
  queryOptions,
  type InvalidateQueryFilters,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import {
  fetchApprovedSince,
  fetchKaizen,
  fetchKaizenFormOptions,
  fetchSharedKaizens,
  kaizenTableFetchers,
} from './kaizens';
import { toTeamKaizen, type Kaizen, type KaizenFilters, type TeamKaizen } from './schemas/kaizen';
import type { TableQuery } from './schemas/table';

/**
 * The kaizen queries: every key starts with `kaizens`, so one invalidation reaches every list
 * and dashboard. The team's whole list (`['kaizens', 'by-team', id]`) is kept on the device too,
 * so its query lives with that (`teamKaizens` in src/kaizens/team-list.ts). The form's options (GET /api/kaizen: teams and categories) are not kaizens
 * and live apart.
 *
 * @example
 * const { data } = useQuery(kaizenQueries.detail(id));
 */
export const kaizenQueries = {
  detail: (id: number) =>
    queryOptions({ queryKey: ['kaizens', 'detail', id], queryFn: () => fetchKaizen(id) }),
  table: (kind: keyof typeof kaizenTableFetchers, query: TableQuery<KaizenFilters>) =>
    queryOptions({
      queryKey: ['kaizens', 'table', kind, query],
      queryFn: () => kaizenTableFetchers[kind](query),
    }),
  shared: () => queryOptions({ queryKey: ['kaizens', 'shared'], queryFn: fetchSharedKaizens }),
  /** The company's approved kaizens decided in `year` so far (local time), slim. */
  approvedInYear: (year: number) =>
    queryOptions({
      queryKey: ['kaizens', 'approved-in-year', year],
      queryFn: () => fetchApprovedSince(new Date(year, 0, 1).getTime()),
    }),
  formOptions: () =>
    queryOptions({
      queryKey: ['kaizen-form-options'],
      queryFn: fetchKaizenFormOptions,
      staleTime: 5 * 60_000,
    }),
};

/**
 * What a change to `kaizen` does to a cached kaizen query: the whole list of a team or an
 * author that held it and still should takes it in place; one it joins or leaves is read again;
 * one it never was nor is in stays. Any other list or dashboard may show it: read again.
 */
function afterChangeOf(kaizen: Kaizen, key: QueryKey, data: unknown): 'patch' | 'stale' | 'keep' {
  const [, kind, owner] = key;
  if (kind === 'detail') return 'keep';
  if (kind !== 'by-team' && kind !== 'by-user') return 'stale';
  const belongs = kind === 'by-team' ? kaizen.team.id === owner : kaizen.author.id === owner;
  const was = Array.isArray(data) && data.some((item: { id: number }) => item.id === kaizen.id);
  if (belongs && was) return 'patch';
  return belongs || was ? 'stale' : 'keep';
}

/**
 * Marks the kaizen queries `filters` picks stale after a write. A read of one that was under way
 * may have left before the write did (a list fetched ahead as the pointer went to its menu entry,
 * while leaving the triage sent its last decision): its answer would land as fresh and hide the
 * change. TanStack restarts only a shown query that has data; any other read under way is marked
 * stale again once it ends, so the page reads it again when it shows it.
 */
function invalidateAfterWrite(client: QueryClient, filters: InvalidateQueryFilters): Promise<void> {
  const cache = client.getQueryCache();
  const underWay = new Map(
    cache
      .findAll(filters)
      .filter((query) => query.state.fetchStatus === 'fetching')
      .filter((query) => !query.isActive() || query.state.data === undefined)
      .map((query) => [query.queryHash, query.queryKey]),
  );
  if (underWay.size > 0) {
    const stop = cache.subscribe((event) => {
      const queryKey = underWay.get(event.query.queryHash);
      if (!queryKey) return;
      const { type } = event;
      const answered =
        type === 'updated' && (event.action.type === 'success' || event.action.type === 'error');
      // A query removed meanwhile (its page gone, a sign-out) is no longer waited for.
      if (!answered && type !== 'removed') return;
      underWay.delete(event.query.queryHash);
      if (underWay.size === 0) stop();
      if (answered) void client.invalidateQueries({ queryKey, exact: true });
    });
  }
  return client.invalidateQueries(filters);
}

/**
 * After a write that answered with the kaizen: the detail takes the answer as it is (no second
 * GET), and so do the whole lists of its team and author: the team's is 1.5 MB at 10,000
 * kaizens, and the triage decides one kaizen after another. Every other list and dashboard
 * that may show it (or now should) is marked stale.
 */
export function storeChangedKaizen(client: QueryClient, kaizen: Kaizen): Promise<void> {
  client.setQueryData(kaizenQueries.detail(kaizen.id).queryKey, kaizen);
  const stale = new Set<string>();
  for (const query of client.getQueryCache().findAll({ queryKey: ['kaizens'] })) {
    const effect = afterChangeOf(kaizen, query.queryKey, query.state.data);
    if (effect === 'stale') stale.add(query.queryHash);
    if (effect !== 'patch') continue;
    // The team's list keeps its slim items (TeamKaizen), an author's the whole kaizen.
    const changed = query.queryKey[1] === 'by-team' ? toTeamKaizen(kaizen) : kaizen;
    client.setQueryData<(Kaizen | TeamKaizen)[]>(query.queryKey, (list) =>
      list?.map((item) => (item.id === kaizen.id ? changed : item)),
    );
  }
  return invalidateAfterWrite(client, {
    queryKey: ['kaizens'],
    predicate: (query) => stale.has(query.queryHash),
  });
}

/** After a write that changed kaizens without answering with them (a move). */
export function invalidateKaizens(client: QueryClient): Promise<void> {
  return invalidateAfterWrite(client, { queryKey: ['kaizens'] });
}
