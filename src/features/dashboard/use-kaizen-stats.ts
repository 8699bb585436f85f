import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import type { TeamKaizen } from '@/api/schemas/kaizen';
import { summarizeKaizens, type DashboardStats, type SummaryOptions } from './stats';
import { useFirstLoadFailure } from '@/hooks/use-first-load-failure';

export interface KaizenStatsQuery<K extends TeamKaizen = TeamKaizen> {
  stats: DashboardStats<K> | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/**
 * Loads a list of kaizens and summarises it once per answer. Waiting times count to the
 * moment the answer arrived, which keeps rendering pure. The summary and the dashboard it
 * draws render as deferred work (a transition React cuts into slices), not in the task the
 * answer arrived in: at 10,000 kaizens that render alone would be a long task. The loading
 * state stays until then.
 *
 * @example
 * const { stats, error, loading, reload } = useKaizenStats(teamKaizens(id));
 */
export function useKaizenStats<K extends TeamKaizen, Key extends QueryKey>(
  options: UseQueryOptions<K[], Error, K[], Key>,
  /** Keep it stable (useCallback): a new one summarises again. */
  waitsFor?: SummaryOptions['waitsFor'],
): KaizenStatsQuery<K> {
  const query = useQuery(options);
  const { data, dataUpdatedAt } = query;
  useFirstLoadFailure(query.error, data);
  const shownData = useDeferredValue(data);
  const stats = useMemo<DashboardStats<K> | undefined>(
    () =>
      shownData ? summarizeKaizens(shownData, new Date(dataUpdatedAt), { waitsFor }) : undefined,
    [shownData, dataUpdatedAt, waitsFor],
  );
  const loading = query.isPending || (data !== undefined && stats === undefined);
  return {
    stats,
    error: query.error,
    loading,
    reload: () => void query.refetch(),
  };
}
