import { useQuery, useQueryClient } from '@tanstack/react-query';
import { companyQueries } from '@/api/company-queries';

/** The company's sites; every change answers with the whole new list, which replaces ours. */
export function useSites(companyId: number) {
  const client = useQueryClient();
  const options = companyQueries.sites(companyId);
  const query = useQuery(options);
  return {
    sites: query.data,
    error: query.error,
    reload: () => void query.refetch(),
    setSites: (sites: string[]) => client.setQueryData(options.queryKey, sites),
  };
}
