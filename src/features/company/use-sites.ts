import { useState } from 'react';
import { fetchSites } from '@/api/companies';
import { useApiQuery } from '@/hooks/use-api-query';

/** The company's sites; every change answers with the whole new list, which replaces ours. */
export function useSites(companyId: number) {
  const query = useApiQuery(['sites', companyId], () => fetchSites(companyId));
  const [local, setLocal] = useState<{ source?: string[]; sites?: string[] }>({});
  if (query.data !== local.source) setLocal({ source: query.data, sites: query.data });
  return {
    sites: local.sites,
    error: query.error,
    reload: query.reload,
    setSites: (sites: string[]) => setLocal((state) => ({ ...state, sites })),
  };
}
