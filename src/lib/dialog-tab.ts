const CANDIDATES = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  '[tabindex]',
  '[contenteditable]:not([contenteditable="false"])',
].join(', ');

/** A radio Tab skips: another of its group is checked, so Tab stops there instead. */
function skippedRadio(element: Element): boolean {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: a RadioNodeList's value is only ever a checked radio's, so any other control is found not skipped below as well
  if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || element.checked) {
    return false;
  }
  const group = element.form?.elements.namedItem(element.name);
  return group instanceof RadioNodeList && group.value !== '';
}

/**
 * Whether the control is drawn: not in a `display: none` or `visibility: hidden` part. Where the
 * browser cannot tell (Safari before 17.4, jsdom), every control counts as drawn: a hidden one
 * chosen as the first or last then only keeps the focus where it is.
 */
function drawn(element: HTMLElement): boolean {
  return 'checkVisibility' in element
    ? element.checkVisibility({ visibilityProperty: true })
    : getComputedStyle(element).visibility !== 'hidden';
}

/** The controls Tab stops at in `container`, in order (no positive tabindex in this app). */
function tabStops(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(CANDIDATES)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      element.closest('[inert]') === null &&
      drawn(element) &&
      !skippedRadio(element),
  );
}

/** The dialog on top: modal dialogs are added to the end of <body> in the order they open. */
const topDialog = () => [...document.querySelectorAll<HTMLElement>('[aria-modal="true"]')].at(-1);

function holdTab(event: KeyboardEvent): void {
  if (event.key !== 'Tab' || event.defaultPrevented || event.ctrlKey || event.altKey) return;
  const dialog = topDialog();
  if (!dialog) return;
  const stops = tabStops(dialog);
  const first = stops[0];
  const last = stops.at(-1);
  const active = document.activeElement;
  const inside = active instanceof Node && dialog.contains(active);
  let next: HTMLElement | undefined;
  // Stryker disable next-line LogicalOperator: the first and the last stop are both there or both missing
  if (!first || !last) next = dialog;
  else if (!inside) next = event.shiftKey ? last : first;
  else if (event.shiftKey && (active === first || active === dialog)) next = last;
  else if (!event.shiftKey && active === last) next = first;
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/**
 * Keeps Tab and Shift+Tab inside the open modal dialog, from its last control to its first and
 * back. react-bootstrap's own `enforceFocus` only pulls the focus back after it has left (a
 * timeout after the focus event): Chromium shows the page behind for a moment (the skip link is
 * read aloud), and Firefox kept it there. Returns the way to stop.
 */
export function keepTabInDialogs(): () => void {
  document.addEventListener('keydown', holdTab);
  return () => document.removeEventListener('keydown', holdTab);
}
