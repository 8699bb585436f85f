import { useId, type HTMLAttributes, type InputHTMLAttributes, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';

type NativeInputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  | 'type'
  | 'autoComplete'
  | 'autoFocus'
  | 'required'
  | 'disabled'
  | 'readOnly'
  | 'placeholder'
  | 'maxLength'
  | 'spellCheck'
  | 'autoCapitalize'
> &
  Pick<HTMLAttributes<HTMLInputElement>, 'inputMode'>;

export interface FormFieldProps extends NativeInputProps {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The message shown under the field; its presence marks the field invalid. */
  error?: string;
  /** Help text under the field, read out together with the label. */
  hint?: ReactNode;
  /** Adds the '(optioneel)' marker to the label. */
  optional?: boolean;
  /** A textarea with this many rows instead of a single-line input. */
  rows?: number;
  id?: string;
  className?: string;
}

/**
 * A labelled input or textarea with its hint and error wired up for assistive technology:
 * `aria-invalid` while there is an error and `aria-describedby` pointing at hint and error.
 */
export function FormField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  optional = false,
  rows,
  id,
  className = 'mb-3',
  ...inputProps
}: FormFieldProps) {
  const { t } = useTranslation('base');
  const generatedId = useId();
  const controlId = id ?? `${name}-${generatedId}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <Form.Group className={className} controlId={controlId}>
      <Form.Label>
        {label}
        {optional ? (
          <>
            {' '}
            <span className="text-body-secondary fw-normal">{t('common.optional')}</span>
          </>
        ) : null}
      </Form.Label>
      <Form.Control
        {...inputProps}
        {...(rows ? { as: 'textarea' as const, rows } : {})}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? (
        <Form.Text id={hintId} className="d-block">
          {hint}
        </Form.Text>
      ) : null}
      {error ? (
        <Form.Control.Feedback id={errorId} type="invalid">
          {error}
        </Form.Control.Feedback>
      ) : null}
    </Form.Group>
  );
}

/** Moves focus to the first field marked invalid, so its error is read out with its label. */
export function focusFirstInvalidField(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
