import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Kaizen } from '@/api/schemas/kaizen';
import { summarizeKaizens, type DashboardStats } from './stats';
import { useFirstLoadFailure } from '@/hooks/use-first-load-failure';

export interface KaizenStatsQuery {
  stats: DashboardStats | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/**
 * Loads a list of kaizens and summarises it once per answer. Waiting times count to the
 * moment the answer arrived, which keeps rendering pure.
 *
 * @example
 * const { stats, error, loading, reload } = useKaizenStats(kaizenQueries.byTeam(id));
 */
export function useKaizenStats<Key extends QueryKey>(
  options: UseQueryOptions<Kaizen[], Error, Kaizen[], Key>,
): KaizenStatsQuery {
  const query = useQuery(options);
  const { data, dataUpdatedAt } = query;
  useFirstLoadFailure(query.error, data);
  const stats = useMemo<DashboardStats | undefined>(
    () => (data ? summarizeKaizens(data, new Date(dataUpdatedAt)) : undefined),
    [data, dataUpdatedAt],
  );
  return {
    stats,
    error: query.error,
    loading: query.isPending,
    reload: () => void query.refetch(),
  };
}
