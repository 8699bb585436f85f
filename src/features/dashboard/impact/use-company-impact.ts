import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { kaizenQueries } from '@/api/kaizen-queries';
import type { TeamKaizen } from '@/api/schemas/kaizen';
import { summarizeImpact, type ImpactSummary } from './impact';

export interface CompanyImpact {
  summary: ImpactSummary | undefined;
  /** What the summary was drawn from: the company's approved kaizens of the year. */
  kaizens: readonly TeamKaizen[];
  error: unknown;
  reload: () => void;
}

/**
 * What the company's approved kaizens brought in `year`, read only when `enabled` (the dashboard
 * shows the team's until the company's is asked for). Summarised as deferred work, as the team's
 * figures are (use-kaizen-stats.ts).
 */
export function useCompanyImpact(year: number, enabled: boolean): CompanyImpact {
  const query = useQuery({
    ...kaizenQueries.approvedInYear(year),
    enabled,
    // Pages of the whole company: not read again on every visit. A decision marks it stale.
    staleTime: 5 * 60_000,
  });
  const { data, dataUpdatedAt } = query;
  const shown = useDeferredValue(data);
  const summary = useMemo(
    () => (shown ? summarizeImpact(shown, new Date(dataUpdatedAt)) : undefined),
    [shown, dataUpdatedAt],
  );
  return {
    summary,
    kaizens: shown ?? [],
    error: query.error,
    reload: () => void query.refetch(),
  };
}
