import type { TFunction } from 'i18next';
import type { DataTableColumn } from '@/components/data-table';
import type { Selection } from '@/hooks/use-selection';
import { SelectAllCheckbox } from './select-all-checkbox';
import { SelectRowCheckbox } from './select-row-checkbox';
import '@/styles/kaizen-work.scss';

interface SelectionColumnInput<Row extends { id: number; title: string }> {
  t: TFunction;
  selection: Selection<Row>;
  /** The page's rows, in the order shown. */
  rows: readonly Row[];
  /** Rows the user may not act on (a kaizen of another team, for a team leader). */
  canSelect?: (row: Row) => boolean;
  /** What the disabled box of such a row says. */
  notSelectable?: string;
}

/** A table's first column: a checkbox per row and one in the header for the whole page. */
export function selectionColumn<Row extends { id: number; title: string }>({
  t,
  selection,
  rows,
  canSelect = () => true,
  notSelectable,
}: SelectionColumnInput<Row>): DataTableColumn<Row> {
  const selectable = rows.filter(canSelect);
  const chosen = selectable.filter((row) => selection.has(row.id)).length;
  return {
    id: 'select',
    className: 'select-cell',
    header: (
      <SelectAllCheckbox
        chosen={chosen}
        of={selectable.length}
        label={t('base:bulk.select_page')}
        onChange={(on) => selection.setMany(selectable, on)}
      />
    ),
    cell: (row) => (
      <SelectRowCheckbox
        row={row}
        rows={selectable}
        selection={selection}
        notSelectable={canSelect(row) ? undefined : (notSelectable ?? '')}
      />
    ),
  };
}
