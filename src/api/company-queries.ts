import { queryOptions } from '@tanstack/react-query';
import {
  fetchApiEnabled,
  fetchCompany,
  fetchCompanyConfigurator,
  fetchCompanyDocuments,
  fetchCompanyTable,
  fetchSites,
  fetchTeamData,
} from './companies';
import type { TableQuery } from './schemas/table';

/**
 * The company queries, all under `companies`.
 *
 * @example
 * const { data: company } = useQuery(companyQueries.current());
 */
export const companyQueries = {
  current: () =>
    queryOptions({ queryKey: ['companies', 'current'], queryFn: fetchCompany, staleTime: 60_000 }),
  teamData: () => queryOptions({ queryKey: ['companies', 'team-data'], queryFn: fetchTeamData }),
  apiEnabled: () =>
    queryOptions({ queryKey: ['companies', 'api-enabled'], queryFn: fetchApiEnabled }),
  configurator: () =>
    queryOptions({ queryKey: ['companies', 'configurator'], queryFn: fetchCompanyConfigurator }),
  documents: () =>
    queryOptions({ queryKey: ['companies', 'documents'], queryFn: fetchCompanyDocuments }),
  table: (query: TableQuery<{ search?: string }>) =>
    queryOptions({
      queryKey: ['companies', 'table', query],
      queryFn: () => fetchCompanyTable(query),
    }),
  sites: (companyId: number) =>
    queryOptions({
      queryKey: ['companies', 'sites', companyId],
      queryFn: () => fetchSites(companyId),
    }),
};

/** Every company query, for writes that change a company. */
export const COMPANIES_KEY = ['companies'] as const;
