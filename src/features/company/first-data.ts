import { companyQueries } from '@/api/company-queries';
import type { FirstRead } from '@/lib/query-client';
import { COMPANY_TABLE_START, companyTableQuery } from './company-table-query';

/** /company: the first page of the company table. */
export function companyFirstData(read: FirstRead): void {
  read(companyQueries.table(companyTableQuery(COMPANY_TABLE_START)));
}
