import { useId, useRef, type ChangeEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { Selection } from '@/hooks/use-selection';
import '@/styles/kaizen-work.scss';

interface Selectable {
  id: number;
  title: string;
}

interface SelectRowCheckboxProps<Row extends Selectable> {
  row: Row;
  /** The rows that can be chosen, in the order shown, for a Shift range. */
  rows: readonly Row[];
  selection: Selection<Row>;
  /** Why this row cannot be chosen: the box is then disabled and says so. */
  notSelectable?: string;
}

// A click on the box (or on the target round it, which is its label) carries the Shift key.
const clickWithShift = (event: ChangeEvent<HTMLInputElement>) => {
  const native = event.nativeEvent;
  return native instanceof MouseEvent && native.shiftKey;
};

/**
 * A row's checkbox, named after the row ("Lekkage lijn 3 selecteren"); Shift+click or
 * Shift+Space chooses the range from the row picked last. Its target is 24 px (44 px on a touch
 * screen), not the box. A row that cannot be chosen keeps its box, disabled, with the reason as
 * its description and tooltip.
 */
export function SelectRowCheckbox<Row extends Selectable>({
  row,
  rows,
  selection,
  notSelectable,
}: SelectRowCheckboxProps<Row>) {
  const { t } = useTranslation('base');
  const reasonId = useId();
  // Space toggles a box through a click that not every browser gives the Shift key.
  const shiftSpace = useRef(false);
  return (
    <label className="select-target" title={notSelectable}>
      <input
        type="checkbox"
        className="form-check-input"
        data-row-id={row.id}
        aria-label={t('bulk.select_one', { title: row.title })}
        aria-describedby={notSelectable ? reasonId : undefined}
        disabled={notSelectable !== undefined}
        checked={notSelectable ? false : selection.has(row.id)}
        onKeyDown={(event) => {
          if (event.key === ' ') shiftSpace.current = event.shiftKey;
        }}
        onChange={(event) => {
          const shift = shiftSpace.current || clickWithShift(event);
          shiftSpace.current = false;
          selection.pick(row, { shift, rows });
        }}
      />
      {notSelectable ? (
        <span id={reasonId} className="visually-hidden">
          {notSelectable}
        </span>
      ) : null}
    </label>
  );
}
