import { TABLE_PAGE_SIZE, tableQuery } from '@/api/schemas/table';
import type { UserFilters } from '@/api/users';
import type { TableSort } from '@/components/data-table';

interface UserTableState {
  page: number;
  sort: TableSort;
  search: string;
}

/** The table as it opens: the server's own default order (docs/api.md), sent explicitly. */
export const USER_TABLE_START: UserTableState = {
  page: 0,
  sort: { field: 'name', dir: 'asc' },
  search: '',
};

/** POST /api/user/table for a page, sort and search: the same for the table and its prefetch. */
export const userTableQuery = ({ search, ...view }: UserTableState) =>
  tableQuery<UserFilters>({ ...view, filters: search ? { search } : {} }, TABLE_PAGE_SIZE);
