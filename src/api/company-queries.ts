import { queryOptions } from '@tanstack/react-query';
import {
  fetchApiEnabled,
  fetchCompanyConfigurator,
  fetchCompanyDocuments,
  fetchCompanyTable,
  fetchSites,
  fetchTeamData,
} from './companies';
import type { TableQuery } from './schemas/table';

/**
 * The company queries, all under `companies` (the signed-in user's own company, kept on the
 * device: `currentCompany` in src/lib/current-company.ts).
 *
 * @example
 * const { data: documents } = useQuery(companyQueries.documents());
 */
export const companyQueries = {
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
