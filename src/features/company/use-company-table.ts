import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { COMPANIES_KEY, companyQueries } from '@/api/company-queries';
import type { TableSort } from '@/components/data-table';

export const COMPANY_PAGE_SIZE = 10;

/** One server page of companies with their counts, sorted and searched on the server. */
export function useCompanyTable() {
  const client = useQueryClient();
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<TableSort>({ field: 'name', dir: 'asc' });
  const [search, setSearch] = useState('');
  const query = useQuery({
    ...companyQueries.table({
      page,
      size: COMPANY_PAGE_SIZE,
      sortField: sort.field,
      sortFieldDir: sort.dir,
      filters: { search },
    }),
    placeholderData: keepPreviousData,
  });
  return {
    data: query.data,
    error: query.error,
    loading: query.isPending || query.isPlaceholderData,
    retry: () => void query.refetch(),
    /** After a company was created or changed. */
    invalidate: () => client.invalidateQueries({ queryKey: COMPANIES_KEY }),
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
