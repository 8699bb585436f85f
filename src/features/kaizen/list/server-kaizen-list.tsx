import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { BulkMoveBar } from '@/kaizens/move/bulk-move-bar';
import { kaizenQueries } from '@/api/kaizen-queries';
import { kaizenTableFetchers } from '@/api/kaizens';
import { tableQuery } from '@/api/schemas/table';
import { KaizenFilterForm } from './kaizen-filter-form';
import { KaizenResults } from './kaizen-results';
import { LIST_PAGE_SIZE, type TableKind } from './list-kind';
import { FilterPanel } from './filter-panel';
import { activeFilterCount, hasFilters } from './list-state';
import { useListScope } from './list-scope';
import { ListToolbar } from './list-toolbar';
import { useCsvExport } from './use-csv-export';
import { useListState } from './use-list-state';
import { useListSelection, type ListHeading } from './use-list-selection';
import { useViewMode } from './use-view-mode';
import { useFirstLoadFailure } from '@/hooks/use-first-load-failure';

/** The approved or declined kaizens: server-paged, sorted and filtered; filters kept (spec §2). */
export function ServerKaizenList({ kind, heading }: { kind: TableKind; heading: ListHeading }) {
  const bulk = useListSelection(kind);
  const { t } = useTranslation('kaizen.index');
  const { filters, sort, page, setFilters, setSort, setPage } = useListState(kind);
  const [mode, setMode] = useViewMode();
  const fetchTable = kaizenTableFetchers[kind];
  const scope = useListScope(kind);
  const query = tableQuery({ filters: scope.filters(filters), sort, page }, LIST_PAGE_SIZE);
  // The previous page stays on screen while the next one loads, so the table does not flicker.
  const { data, error, isPending, isPlaceholderData, refetch } = useQuery({
    ...kaizenQueries.table(kind, query),
    placeholderData: keepPreviousData,
  });
  useFirstLoadFailure(error, data);
  const loading = isPending || isPlaceholderData;
  const exporter = useCsvExport(
    kind,
    (exportPage, size) => fetchTable({ ...query, page: exportPage, size }),
    scope.keep,
  );
  const rows = data?.data.filter(scope.keep);

  const total = data?.total ?? 0;
  // A stored page can lie past the end once kaizens moved on: show the last page instead.
  const answered = !loading && !error && data !== undefined;
  useEffect(() => {
    if (answered && page > 0 && page * LIST_PAGE_SIZE >= total) {
      setPage(Math.max(0, Math.ceil(total / LIST_PAGE_SIZE) - 1), { replace: true });
    }
  }, [answered, page, total, setPage]);

  return (
    <>
      {scope.ownOnly ? <p className="text-body-secondary">{t('declined.own_intro')}</p> : null}
      <FilterPanel active={activeFilterCount(filters)}>
        <KaizenFilterForm filters={filters} onChange={setFilters} authorFixed={scope.ownOnly} />
        <ListToolbar
          mode={mode}
          onModeChange={setMode}
          sort={sort}
          onSort={setSort}
          exporter={exporter}
          canExport={total > 0 && !error}
          t={t}
        />
      </FilterPanel>
      <KaizenResults
        kind={kind}
        mode={mode}
        rows={rows}
        total={total}
        hidden={(data?.data.length ?? 0) - (rows?.length ?? 0)}
        ownOnly={scope.ownOnly}
        page={page}
        onPageChange={setPage}
        sort={sort}
        onSort={setSort}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        bulk={bulk}
        filtered={hasFilters(filters)}
      />
      {bulk ? <BulkMoveBar selection={bulk.selection} focusAfter={heading} /> : null}
    </>
  );
}
