import { useId, type HTMLAttributes, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';

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
  Pick<HTMLAttributes<HTMLInputElement>, 'inputMode' | 'lang'>;

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
  /** A control beside the label (the microphone of a free-text field). */
  action?: ReactNode;
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
  action,
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
  // Plain Bootstrap markup: react-bootstrap's Form adds ~7 KB gzip to the sign-in pages and
  // no behaviour here.
  const control = {
    ...inputProps,
    id: controlId,
    name,
    value,
    className: `form-control${error ? ' is-invalid' : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  const labelElement = (
    <label className="form-label" htmlFor={controlId}>
      {label}
      {optional ? (
        <>
          {' '}
          <span className="text-body-secondary fw-normal">{t('common.optional')}</span>
        </>
      ) : null}
    </label>
  );
  return (
    <div className={className}>
      {action ? (
        <div className="form-field__head">
          {labelElement}
          {action}
        </div>
      ) : (
        labelElement
      )}
      {rows ? (
        <textarea {...control} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...control} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint ? (
        <div id={hintId} className="form-text d-block">
          {hint}
        </div>
      ) : null}
      {error ? (
        <div id={errorId} className="invalid-feedback">
          {error}
        </div>
      ) : null}
    </div>
  );
}

/** Moves focus to the first field marked invalid, so its error is read out with its label. */
export function focusFirstInvalidField(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
