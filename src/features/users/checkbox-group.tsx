import { useId, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

export interface CheckboxOption<T extends string | number> {
  value: T;
  label: ReactNode;
  /** Shown checked and unchangeable, e.g. a role the user holds that may not be handed out. */
  locked?: boolean;
}

interface CheckboxGroupProps<T extends string | number> {
  legend: ReactNode;
  /** Renders the legend as a smaller sub-heading, for groups inside a group. */
  small?: boolean;
  options: readonly CheckboxOption<T>[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  hint?: ReactNode;
  error?: string;
  /** Marks the boxes invalid when the error is shown elsewhere (by an enclosing group). */
  invalid?: boolean;
  empty?: ReactNode;
  className?: string;
}

/** Checkboxes in a fieldset: the legend names the group, hint and error describe it. */
export function CheckboxGroup<T extends string | number>(props: CheckboxGroupProps<T>) {
  const { legend, options, selected, onChange, hint, error, className = 'mb-3' } = props;
  const id = useId();
  const invalid = Boolean(error) || Boolean(props.invalid);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');

  function toggle(value: T, checked: boolean) {
    onChange(checked ? [...selected, value] : selected.filter((item) => item !== value));
  }

  return (
    <fieldset className={className} aria-describedby={describedBy || undefined}>
      <legend className={props.small ? 'fs-6 fw-semibold mb-1' : 'form-label fs-6 mb-1'}>
        {legend}
      </legend>
      {options.length === 0 && props.empty ? (
        <p className="text-body-secondary small mb-1">{props.empty}</p>
      ) : null}
      {options.map((option) => (
        <Form.Check
          key={option.value}
          id={`${id}-${option.value}`}
          label={option.label}
          checked={option.locked || selected.includes(option.value)}
          disabled={option.locked}
          isInvalid={invalid}
          aria-invalid={invalid ? true : undefined}
          onChange={(event) => toggle(option.value, event.target.checked)}
        />
      ))}
      {hint ? (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      ) : null}
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}
