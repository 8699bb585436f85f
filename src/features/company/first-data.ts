import type { QueryClient } from '@tanstack/react-query';
import { companyQueries } from '@/api/company-queries';
import { prefetchFirstData } from '@/lib/query-client';
import { COMPANY_TABLE_START, companyTableQuery } from './company-table-query';

/** /company: the first page of the company table. */
export function companyFirstData(client: QueryClient): void {
  prefetchFirstData(client, companyQueries.table(companyTableQuery(COMPANY_TABLE_START)));
}
