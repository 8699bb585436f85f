import type { ReactNode } from 'react';
import Button, { type ButtonProps } from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children'> {
  children: ReactNode;
  /** While true the button is disabled and shows a spinner, so the form cannot be sent twice. */
  submitting: boolean;
  /** The label while submitting, e.g. 'Bezig met opslaan...'; the normal label otherwise. */
  submittingLabel?: ReactNode;
}

/** A form's submit button that shows and enforces that a request is under way. */
export function SubmitButton({
  children,
  submitting,
  submittingLabel,
  disabled,
  variant = 'primary',
  ...buttonProps
}: SubmitButtonProps) {
  return (
    <Button
      {...buttonProps}
      type="submit"
      variant={variant}
      disabled={disabled || submitting}
      aria-busy={submitting}
    >
      {submitting ? (
        <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
      ) : null}
      {submitting && submittingLabel ? submittingLabel : children}
    </Button>
  );
}
