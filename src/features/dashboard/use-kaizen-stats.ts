import { useMemo } from 'react';
import type { ApiError } from '@/api/api-error';
import type { Kaizen } from '@/api/schemas/kaizen';
import { useApiQuery } from '@/hooks/use-api-query';
import { summarizeKaizens, type DashboardStats } from './stats';

/**
 * Loads a list of kaizens and summarises it once per answer. Waiting times count to the
 * moment the answer arrived, which keeps rendering pure.
 *
 * @example
 * const { stats, error, loading, reload } = useKaizenStats(['by-team', id], () => fetchKaizensByTeam(id));
 */
export interface KaizenStatsQuery {
  stats: DashboardStats | undefined;
  error: ApiError | undefined;
  loading: boolean;
  reload: () => void;
}

export function useKaizenStats(
  key: readonly unknown[],
  fetcher: () => Promise<Kaizen[]>,
  options?: { enabled?: boolean },
): KaizenStatsQuery {
  const query = useApiQuery(
    key,
    async () => ({ kaizens: await fetcher(), loadedAt: new Date() }),
    options,
  );
  const stats = useMemo<DashboardStats | undefined>(
    () => (query.data ? summarizeKaizens(query.data.kaizens, query.data.loadedAt) : undefined),
    [query.data],
  );
  return { stats, error: query.error, loading: query.loading, reload: query.reload };
}
