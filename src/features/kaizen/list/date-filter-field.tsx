import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { typedDate } from './list-state';

interface DateFilterFieldProps {
  id: string;
  label: string;
  /** The filter's date (from the address). */
  value: string | undefined;
  onChange: (date: string | undefined) => void;
  min?: string;
  max?: string;
  isInvalid?: boolean;
  describedBy?: string;
}

/**
 * A date filter that keeps what is being typed: Chromium reports "0002-02-01" after the first
 * digit of the year, which went to the address and came back into the field, losing the rest of
 * the year. The field holds its own text while it has the focus; only a whole date (or an
 * emptied field) goes to the filter (typedDate), and the address's date shows when it changes
 * from elsewhere (Back, "Filters wissen") while the field is not being typed in.
 */
export function DateFilterField({
  id,
  label,
  value,
  onChange,
  min,
  max,
  isInvalid,
  describedBy,
}: DateFilterFieldProps) {
  const [typing, setTyping] = useState<string | null>(null);
  const shown = typing ?? value ?? '';
  return (
    <Form.Group controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="date"
        value={shown}
        min={min}
        max={max}
        isInvalid={isInvalid}
        aria-describedby={describedBy}
        onFocus={(event) => setTyping(event.currentTarget.value)}
        onBlur={() => setTyping(null)}
        onChange={(event) => {
          const field = event.currentTarget;
          setTyping(field.value);
          const applied = typedDate(field.value, field.validity.badInput);
          if (applied && applied.date !== value) onChange(applied.date);
        }}
      />
    </Form.Group>
  );
}
