import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Selection } from '@/hooks/use-selection';
import '@/styles/kaizen-work.scss';

interface Selectable {
  id: number;
  title: string;
}

interface SelectRowCheckboxProps<Row extends Selectable> {
  row: Row;
  /** The rows in the order shown, for a shift-click range. */
  rows: readonly Row[];
  selection: Selection<Row>;
}

// A click on the box (or on the target round it, which is its label) carries the Shift key.
const withShift = (event: ChangeEvent<HTMLInputElement>) => {
  const native = event.nativeEvent;
  return native instanceof MouseEvent && native.shiftKey;
};

/**
 * A row's checkbox, named after the row ("Lekkage lijn 3 selecteren"); Shift+click chooses the
 * range from the row picked last. Its target is 24 px (44 px on a touch screen), not the box.
 */
export function SelectRowCheckbox<Row extends Selectable>({
  row,
  rows,
  selection,
}: SelectRowCheckboxProps<Row>) {
  const { t } = useTranslation('base');
  return (
    <label className="select-target">
      <input
        type="checkbox"
        className="form-check-input"
        data-row-id={row.id}
        aria-label={t('bulk.select_one', { title: row.title })}
        checked={selection.has(row.id)}
        onChange={(event) => selection.pick(row, { shift: withShift(event), rows })}
      />
    </label>
  );
}
