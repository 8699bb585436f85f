import { useState, type Key, type ReactNode } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { useTranslation } from '@/i18n/use-translation';
import type { DataTableColumn, TableSort } from './data-table-types';
import { DataTableHead } from './data-table-head';
import { EmptyState, type EmptyStateProps } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';

export type { DataTableColumn, TableSort } from './data-table-types';

export interface DataTableProps<Row> {
  caption: ReactNode;
  /** Keeps the caption for screen readers only, when a heading above already shows it. */
  captionHidden?: boolean;
  columns: readonly DataTableColumn<Row>[];
  /** Undefined until the first answer arrives. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => Key;
  sort?: TableSort;
  onSort?: (sort: TableSort) => void;
  /** While true the current rows stay, dimmed under a spinner, so the page does not jump. */
  loading?: boolean;
  /**
   * A translated message with `onRetry`, above the rows drawn last (another page, filter or
   * search that failed leaves the list the user had); alone when nothing was drawn yet.
   */
  error?: ReactNode;
  onRetry?: () => void;
  /** What the table says when it has no rows, with the next step where there is one. */
  empty: EmptyStateProps;
  rowClassName?: (row: Row) => string | undefined;
}

/** The column's name for a stacked row on a phone; none where the header is not plain text. */
const label = (column: { header: ReactNode }) =>
  typeof column.header === 'string' ? column.header : undefined;

/** A table over server (or client) pages: sortable headers, loading, empty and error states. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { captionHidden, columns, rowKey, sort, onSort } = props;
  const { t } = useTranslation('base');
  // What was drawn last, under the caption it was drawn with (a failed "active teams" must not
  // relabel the deleted ones still on screen).
  const [drawn, setDrawn] = useState({ rows: props.rows, caption: props.caption });
  if (props.rows !== undefined && props.rows !== drawn.rows) {
    setDrawn({ rows: props.rows, caption: props.caption });
  }
  const failure = props.error ? (
    <LoadError error={props.error} heading={props.caption} onRetry={props.onRetry} />
  ) : null;
  if (failure && drawn.rows === undefined) return failure;
  const { rows, caption } = failure ? drawn : props;
  const loading = !failure && (props.loading ?? false);
  const message =
    rows === undefined ? (
      <span className="text-body-secondary">{t('common.loading')}</span>
    ) : rows.length === 0 ? (
      <EmptyState {...props.empty} />
    ) : null;
  return (
    <>
      {failure}
      <div className="position-relative">
        {/* Under 576 px each row is a stack of label: value lines (docs/design.md, "Tables"). */}
        <Table responsive hover className="data-table align-middle mb-0" aria-busy={loading}>
          <caption className={captionHidden ? 'visually-hidden' : 'caption-top'}>{caption}</caption>
          <DataTableHead columns={columns} sort={sort} onSort={onSort} />
          <tbody>
            {message !== null ? (
              <tr>
                <td colSpan={columns.length} className="text-center py-4">
                  {message}
                </td>
              </tr>
            ) : (
              rows?.map((row) => (
                <tr key={rowKey(row)} className={props.rowClassName?.(row)}>
                  {columns.map((column) =>
                    column.rowHeader ? (
                      <th key={column.id} scope="row" className={column.className}>
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td key={column.id} className={column.className} data-label={label(column)}>
                        {column.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
              ))
            )}
          </tbody>
        </Table>
        {loading ? (
          <div className="position-absolute top-0 start-0 w-100 h-100 d-flex align-items-center justify-content-center bg-body bg-opacity-50">
            <Spinner animation="border" role="status" variant="primary">
              <span className="visually-hidden">{t('common.loading')}</span>
            </Spinner>
          </div>
        ) : null}
      </div>
    </>
  );
}
