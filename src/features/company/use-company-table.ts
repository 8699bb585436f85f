import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { COMPANIES_KEY, companyQueries } from '@/api/company-queries';
import type { TableSort } from '@/components/data-table';
import { COMPANY_TABLE_START, companyTableQuery } from './company-table-query';
import { useFirstLoadFailure } from '@/hooks/use-first-load-failure';

/** One server page of companies with their counts, sorted and searched on the server. */
export function useCompanyTable() {
  const client = useQueryClient();
  const [page, setPage] = useState(COMPANY_TABLE_START.page);
  const [sort, setSort] = useState<TableSort>(COMPANY_TABLE_START.sort);
  const [search, setSearch] = useState(COMPANY_TABLE_START.search);
  const query = useQuery({
    ...companyQueries.table(companyTableQuery({ page, sort, search })),
    placeholderData: keepPreviousData,
  });
  useFirstLoadFailure(query.error, query.data);
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
