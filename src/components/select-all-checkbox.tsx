import { useEffect, useRef } from 'react';
import '@/styles/kaizen-work.scss';

interface SelectAllCheckboxProps {
  /** How many of the page's rows are chosen, of how many that can be. */
  chosen: number;
  of: number;
  label: string;
  onChange: (on: boolean) => void;
  /** The label beside the box (above cards), not only for a screen reader (a table's header). */
  labelShown?: boolean;
}

/** Checked when the whole page is chosen, mixed (indeterminate) when only part of it is. */
export function SelectAllCheckbox(props: SelectAllCheckboxProps) {
  const { chosen, of, label, onChange, labelShown = false } = props;
  const ref = useRef<HTMLInputElement>(null);
  const mixed = chosen > 0 && chosen < of;
  // `indeterminate` exists only as a DOM property, not as an attribute React can set.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <label className={labelShown ? 'select-target select-target--labelled' : 'select-target'}>
      <input
        ref={ref}
        type="checkbox"
        className="form-check-input"
        aria-label={labelShown ? undefined : label}
        checked={of > 0 && chosen === of}
        disabled={of === 0}
        onChange={() => onChange(chosen < of)}
      />
      {labelShown ? <span>{label}</span> : null}
    </label>
  );
}
