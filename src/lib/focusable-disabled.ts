import type { MouseEvent } from 'react';

const refuse = (event: MouseEvent) => {
  event.preventDefault();
  event.stopPropagation();
};

/**
 * Props for a button that must not act now but keeps its focus: `disabled` drops a focused
 * button's focus to <body> (WCAG 2.4.3), so the button is `aria-disabled`, drawn disabled and
 * refuses clicks instead (a submit button then does not send its form either).
 *
 * @example
 * <Button {...focusableDisabled(busy)} onClick={approve}>Approve</Button>
 */
export function focusableDisabled(unavailable: boolean, className?: string) {
  const classes = [className, unavailable ? 'disabled' : undefined].filter(Boolean).join(' ');
  return {
    'aria-disabled': unavailable || undefined,
    className: classes || undefined,
    onClickCapture: unavailable ? refuse : undefined,
  };
}
