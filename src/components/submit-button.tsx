import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { focusableDisabled } from '@/lib/focusable-disabled';

interface SubmitButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'children'
> {
  children: ReactNode;
  /**
   * While true the button refuses clicks and shows a spinner, so the form cannot be sent twice.
   * It keeps its focus (aria-disabled, not disabled): a keyboard user stays where they were.
   */
  submitting: boolean;
  /** The label while submitting, e.g. 'Bezig met opslaan...'; the normal label otherwise. */
  submittingLabel?: ReactNode;
  /** Bootstrap button variant: primary, outline-secondary, danger, ... */
  variant?: string;
  size?: 'sm' | 'lg';
}

/**
 * A form's submit button that shows and enforces that a request is under way. Plain Bootstrap
 * markup: it sits on the sign-in pages, where every kilobyte is on the first load.
 */
export function SubmitButton({
  children,
  submitting,
  submittingLabel,
  disabled,
  variant = 'primary',
  size,
  className,
  ...buttonProps
}: SubmitButtonProps) {
  const classes = ['btn', `btn-${variant}`, size ? `btn-${size}` : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...buttonProps}
      type="submit"
      {...focusableDisabled(Boolean(disabled) || submitting, classes)}
      aria-busy={submitting}
    >
      {submitting ? (
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
      ) : null}
      {submitting && submittingLabel ? submittingLabel : children}
    </button>
  );
}
