import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  fetchKaizen,
  fetchKaizenFormOptions,
  fetchKaizensByTeam,
  fetchKaizensByUser,
  fetchSharedKaizens,
  kaizenTableFetchers,
} from './kaizens';
import type { Kaizen, KaizenFilters } from './schemas/kaizen';
import type { TableQuery } from './schemas/table';

/**
 * The kaizen queries: every key starts with `kaizens`, so one invalidation reaches every list
 * and dashboard. The form's options (GET /api/kaizen: teams and categories) are not kaizens
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
  // The spec's unpaged call behind /home (1.5 MB at 10,000 kaizens): not fetched again on every
  // visit while it is a minute old; any change to kaizens from this client marks it stale.
  byTeam: (teamId: number) =>
    queryOptions({
      queryKey: ['kaizens', 'by-team', teamId],
      queryFn: () => fetchKaizensByTeam(teamId),
      staleTime: 60_000,
    }),
  byUser: (userId: number) =>
    queryOptions({
      queryKey: ['kaizens', 'by-user', userId],
      queryFn: () => fetchKaizensByUser(userId),
    }),
  formOptions: () =>
    queryOptions({
      queryKey: ['kaizen-form-options'],
      queryFn: fetchKaizenFormOptions,
      staleTime: 5 * 60_000,
    }),
};

/**
 * After a write that answered with the kaizen: the detail takes the answer as it is (no second
 * GET), and every list and dashboard that may show it is marked stale.
 */
export function storeChangedKaizen(client: QueryClient, kaizen: Kaizen): Promise<void> {
  client.setQueryData(kaizenQueries.detail(kaizen.id).queryKey, kaizen);
  return client.invalidateQueries({
    queryKey: ['kaizens'],
    predicate: (query) => query.queryKey[1] !== 'detail',
  });
}

/** After a write that changed kaizens without answering with them (a move). */
export function invalidateKaizens(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: ['kaizens'] });
}
