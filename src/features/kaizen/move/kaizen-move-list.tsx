import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Kaizen } from '@/api/schemas/kaizen';
import { TABLE_PAGE_SIZE } from '@/api/schemas/table';
import { DataTable, type TableSort } from '@/components/data-table';
import { Pagination } from '@/components/pagination';
import { SearchInput } from '@/components/search-input';
import { failureMessage } from '@/lib/failure-message';
import { searchKaizens, sortKaizens } from '../list/client-sort';
import { moveColumns } from './move-columns';
import type { Selection } from '@/hooks/use-selection';

interface KaizenMoveListProps {
  kaizens: readonly Kaizen[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  selection: Selection<Kaizen>;
}

/** The team's kaizens to choose from: searched, sorted and paged in the browser. */
export function KaizenMoveList({
  kaizens,
  loading,
  error,
  onRetry,
  selection,
}: KaizenMoveListProps) {
  const { t, i18n } = useTranslation('kaizen.move');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TableSort>({ field: 'created_at', dir: 'desc' });
  const [wantedPage, setPage] = useState(0);
  const matches = useMemo(
    () => sortKaizens(searchKaizens(kaizens ?? [], search), sort, i18n.language),
    [kaizens, search, sort, i18n.language],
  );
  // After a move the list shrinks; stay on the last page that still exists.
  const page = Math.min(wantedPage, Math.max(0, Math.ceil(matches.length / TABLE_PAGE_SIZE) - 1));
  const pageRows = matches.slice(page * TABLE_PAGE_SIZE, (page + 1) * TABLE_PAGE_SIZE);

  return (
    <>
      <SearchInput
        className="mb-3 col-12 col-md-6"
        label={t('search')}
        value={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(0);
        }}
      />
      <DataTable
        caption={t('caption')}
        columns={moveColumns({ t, locale: i18n.language, pageRows, selection })}
        rows={kaizens ? pageRows : undefined}
        rowKey={(kaizen) => kaizen.id}
        sort={sort}
        onSort={(next) => {
          setSort(next);
          setPage(0);
        }}
        loading={loading}
        error={error ? failureMessage(error) : undefined}
        onRetry={onRetry}
        empty={
          search
            ? { title: t('empty_search'), hint: t('base:empty.search_hint') }
            : { title: t('empty'), hint: t('empty_hint') }
        }
      />
      <div className="mt-3">
        <Pagination
          page={page}
          size={TABLE_PAGE_SIZE}
          total={matches.length}
          onPageChange={setPage}
          label={t('pagination')}
        />
      </div>
    </>
  );
}
