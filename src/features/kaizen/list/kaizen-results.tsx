import { useTranslation } from '@/i18n/use-translation';
import { Link } from '@/components/link';
import type { Kaizen } from '@/api/schemas/kaizen';
import { DataTable, type TableSort } from '@/components/data-table';
import { selectionColumn } from '@/components/selection-column';
import { Pagination, pageRange } from '@/components/pagination';
import type { EmptyStateProps } from '@/components/empty-state';
import { paths } from '@/config/paths';
import { failureMessage } from '@/lib/failure-message';
import { canCreateKaizen } from '@/lib/permissions';
import { useSessionStore } from '@/stores/session-store';
import { KaizenCards } from './kaizen-cards';
import { kaizenColumns } from './kaizen-columns';
import type { ListSelection } from './use-list-selection';
import { LIST_PAGE_SIZE, type ListKind } from './list-kind';
import type { ViewMode } from './use-view-mode';

interface KaizenResultsProps {
  kind: ListKind;
  mode: ViewMode;
  /** One page of rows; undefined before the first answer. */
  rows: readonly Kaizen[] | undefined;
  total: number;
  page: number;
  onPageChange: (page: number) => void;
  sort: TableSort;
  onSort: (sort: TableSort) => void;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  filtered: boolean;
  /** Checkboxes for a bulk move; none where the user may not move kaizens. */
  bulk?: ListSelection;
  /** Rows of this page the user may not see, left out: the server's total is not theirs. */
  hidden?: number;
  /** The list holds the user's own kaizens only. */
  ownOnly?: boolean;
}

/** One page of a kaizen list as a table or as cards, with its summary and page links. */
export function KaizenResults(props: KaizenResultsProps) {
  const { kind, rows, total, page, loading, hidden = 0 } = props;
  const emptyKey = props.ownOnly ? `${kind}_own` : kind;
  const { t, i18n } = useTranslation('kaizen.index');
  const caption = t(`${kind}.caption`);
  const user = useSessionStore((state) => state.user);
  const empty: EmptyStateProps = props.filtered
    ? { title: t('empty.filtered'), hint: t('empty.filtered_hint') }
    : {
        title: t(`empty.${emptyKey}`),
        hint: t(`empty.${emptyKey}_hint`),
        action: canCreateKaizen(user) ? (
          <Link to={paths.kaizenNew} className="btn btn-primary">
            {t('empty.create')}
          </Link>
        ) : undefined,
      };
  const error = props.error ? failureMessage(props.error) : undefined;
  const showCards = props.mode === 'cards' && rows !== undefined && rows.length > 0 && !error;
  const { bulk } = props;
  const columns = kaizenColumns(kind, t, i18n.language);
  if (bulk && rows) columns.unshift(selectionColumn({ t, rows, ...bulk }));

  return (
    <>
      {showCards ? (
        <div aria-busy={loading}>
          <KaizenCards kind={kind} kaizens={rows} label={caption} bulk={bulk} />
        </div>
      ) : (
        <DataTable
          caption={caption}
          captionHidden
          columns={columns}
          rows={rows}
          rowKey={(kaizen) => kaizen.id}
          sort={props.sort}
          onSort={props.onSort}
          loading={loading}
          error={error}
          onRetry={props.onRetry}
          empty={empty}
        />
      )}
      {rows !== undefined && total > 0 && !error ? (
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-3">
          <p className="mb-0 small text-body-secondary" aria-live="polite">
            {hidden > 0
              ? t('summary_partial', { count: rows.length })
              : t('summary', { ...pageRange(page, LIST_PAGE_SIZE, total), total })}
          </p>
          <Pagination
            page={page}
            size={LIST_PAGE_SIZE}
            total={total}
            onPageChange={props.onPageChange}
            label={t('pagination', { list: caption })}
          />
        </div>
      ) : null}
    </>
  );
}
