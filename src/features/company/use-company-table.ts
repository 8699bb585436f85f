import { useState } from 'react';
import { fetchCompanyTable } from '@/api/companies';
import type { TableSort } from '@/components/data-table';
import { useApiQuery } from '@/hooks/use-api-query';

export const COMPANY_PAGE_SIZE = 10;

/** One server page of companies with their counts, sorted and searched on the server. */
export function useCompanyTable() {
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<TableSort>({ field: 'name', dir: 'asc' });
  const [search, setSearch] = useState('');
  const query = useApiQuery(['company-table', page, sort, search], () =>
    fetchCompanyTable({
      page,
      size: COMPANY_PAGE_SIZE,
      sortField: sort.field,
      sortFieldDir: sort.dir,
      filters: { search },
    }),
  );
  return {
    ...query,
    page,
    setPage,
    sort,
    search,
    // Another order or search starts again at the first page.
    setSort: (next: TableSort) => {
      setSort(next);
      setPage(0);
    },
    setSearch: (text: string) => {
      setSearch(text);
      setPage(0);
    },
  };
}
