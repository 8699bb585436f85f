import { useEffect, useRef } from 'react';
import Form from 'react-bootstrap/Form';

interface SelectAllCheckboxProps {
  /** How many of the page's rows are chosen, of how many. */
  chosen: number;
  of: number;
  label: string;
  onChange: (on: boolean) => void;
}

/** Checked when the whole page is chosen, mixed (indeterminate) when only part of it is. */
export function SelectAllCheckbox({ chosen, of, label, onChange }: SelectAllCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  const mixed = chosen > 0 && chosen < of;
  // `indeterminate` exists only as a DOM property, not as an attribute React can set.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <Form.Check
      ref={ref}
      id="move-select-page"
      type="checkbox"
      aria-label={label}
      checked={of > 0 && chosen === of}
      disabled={of === 0}
      onChange={() => onChange(chosen < of)}
    />
  );
}
