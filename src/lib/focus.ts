/** Focus fell to <body>: the focused element was removed, hidden or disabled (WCAG 2.4.3). */
export function focusIsLost(): boolean {
  // None at all (a document without elements) counts as the body.
  return (document.activeElement ?? document.body) === document.body;
}

/** Focuses any element; one that is not a control (a heading, a status) is made focusable. */
export function focusElement(element: HTMLElement | null | undefined): void {
  if (!element) return;
  if (!element.matches('a[href], button, input, select, textarea, [tabindex]')) {
    element.setAttribute('tabindex', '-1');
  }
  element.focus();
}

/** Focuses `element` only when focus was lost: where the user went on their own stays. */
export function focusIfLost(element: HTMLElement | null | undefined): void {
  if (focusIsLost()) focusElement(element);
}

/** The heading of the page shown in the signed-in layout. */
export const pageHeading = () => document.querySelector<HTMLElement>('main h1');

/**
 * Where a page starts for the keyboard: a signed-out page's first field (people come there to
 * type: signing in, signing up, a new password), else the page's heading.
 */
export const pageStart = () =>
  document.querySelector<HTMLElement>(
    '.public-layout main form :is(input, select, textarea):not([type="hidden"], :disabled)',
  ) ?? pageHeading();
