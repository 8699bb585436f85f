import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { BulkMoveBar } from '@/kaizens/move/bulk-move-bar';
import { kaizenQueries } from '@/api/kaizen-queries';
import type { TableSort } from '@/components/data-table';
import { SearchInput } from '@/components/search-input';
import { searchKaizens, sortKaizens } from './client-sort';
import { FilterPanel } from './filter-panel';
import { KaizenResults } from './kaizen-results';
import { LIST_PAGE_SIZE } from './list-kind';
import { DEFAULT_SORT } from './list-state';
import { ListToolbar } from './list-toolbar';
import { useCsvExport } from './use-csv-export';
import { useListSelection, type ListHeading } from './use-list-selection';
import { useViewMode } from './use-view-mode';
import { useFirstLoadFailure } from '@/hooks/use-first-load-failure';

/** Kaizens shared company-wide: the server sends them all, so search, order and pages are ours. */
export function SharedKaizenList({ heading }: { heading: ListHeading }) {
  const bulk = useListSelection('shared');
  const { t, i18n } = useTranslation('kaizen.index');
  const { data, error, isPending: loading, refetch } = useQuery(kaizenQueries.shared());
  useFirstLoadFailure(error, data);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TableSort>(DEFAULT_SORT);
  const [page, setPage] = useState(0);
  const [mode, setMode] = useViewMode();
  const matches = useMemo(
    () => sortKaizens(searchKaizens(data ?? [], search), sort, i18n.language),
    [data, search, sort, i18n.language],
  );
  const slice = (from: number, size: number) => matches.slice(from * size, (from + 1) * size);
  const exporter = useCsvExport('shared', (exportPage, size) =>
    Promise.resolve({ data: slice(exportPage, size), total: matches.length }),
  );
  const changeSort = (next: TableSort) => {
    setSort(next);
    setPage(0);
  };

  return (
    <>
      <FilterPanel active={search.trim() === '' ? 0 : 1}>
        <div role="search" aria-label={t('filters.label')} className="mb-3 col-12 col-lg-4">
          <SearchInput
            label={t('filters.search')}
            value={search}
            onSearch={(value) => {
              setSearch(value);
              setPage(0);
            }}
          />
        </div>
        <ListToolbar
          mode={mode}
          onModeChange={setMode}
          sort={sort}
          onSort={changeSort}
          exporter={exporter}
          canExport={matches.length > 0 && !error}
          t={t}
        />
      </FilterPanel>
      <KaizenResults
        kind="shared"
        mode={mode}
        rows={data ? slice(page, LIST_PAGE_SIZE) : undefined}
        total={matches.length}
        page={page}
        onPageChange={setPage}
        sort={sort}
        onSort={changeSort}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        bulk={bulk}
        filtered={search.trim() !== ''}
      />
      {bulk ? <BulkMoveBar selection={bulk.selection} focusAfter={heading} /> : null}
    </>
  );
}
