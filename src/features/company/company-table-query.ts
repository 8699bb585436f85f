import { TABLE_PAGE_SIZE, tableQuery } from '@/api/schemas/table';
import type { TableSort } from '@/components/data-table';

interface CompanyTableState {
  page: number;
  sort: TableSort;
  search: string;
}

/** The table as it opens: by name. */
export const COMPANY_TABLE_START: CompanyTableState = {
  page: 0,
  sort: { field: 'name', dir: 'asc' },
  search: '',
};

/** One page of companies: the same request for the table and for its prefetch. */
export const companyTableQuery = ({ search, ...view }: CompanyTableState) =>
  tableQuery({ ...view, filters: { search } }, TABLE_PAGE_SIZE);
