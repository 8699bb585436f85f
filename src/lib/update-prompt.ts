/**
 * The "reload to update" rules (docs/decisions.md, "Installable, with a service worker"): a new
 * version is only offered; it takes over when the user asks, and never while they have unsaved
 * input.
 */

const EDITABLE = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';

// Buttons, ticks and the like lose nothing on a reload; a list's search box lives in the address.
const KEPT_ON_RELOAD = [
  'button',
  'submit',
  'reset',
  'checkbox',
  'radio',
  'range',
  'color',
  'image',
];

/** Something the user types into, whose input a reload would lose. */
function isTextField(element: Element | null): boolean {
  if (!element?.matches(EDITABLE)) return false;
  // Stryker disable next-line ConditionalExpression: a textarea's, a select's or an editable element's type is none of the input types below
  if (!(element instanceof HTMLInputElement)) return true;
  return !KEPT_ON_RELOAD.includes(element.type) && element.type !== 'search';
}

/**
 * Knows whether the user is in the middle of input: a text field has the focus, or a field
 * they typed into is still on the page and its form has not been sent since. React writes a
 * controlled field's value back as its default, so "value differs from defaultValue" cannot
 * tell; the input events can.
 */
export function watchUnsavedInput(doc: Document = document): { busy: () => boolean } {
  const edited = new Set<Element>();
  doc.addEventListener('input', (event) => {
    if (event.target instanceof Element && isTextField(event.target)) edited.add(event.target);
  });
  doc.addEventListener('submit', (event) => {
    for (const field of edited)
      if (event.target instanceof Node && event.target.contains(field)) edited.delete(field);
  });
  return {
    busy() {
      for (const field of edited) if (!field.isConnected) edited.delete(field);
      return edited.size > 0 || isTextField(doc.activeElement);
    },
  };
}

export interface UpdatePromptDeps {
  /** Shows the prompt (again); `accept` runs when its button is pressed. */
  show: (accept: () => void, { waiting }: { waiting: boolean }) => void;
  busy: () => boolean;
  /** Tells the waiting worker to take over. */
  activate: () => void;
  /** Resolves when the new worker controls the page. */
  takenOver: () => Promise<void>;
  reload: () => void;
}

/**
 * Offers a waiting version. Pressing the button with unsaved input on the page only says so and
 * keeps the offer; without, the new worker takes over and the page reloads once.
 */
export function offerUpdate(deps: UpdatePromptDeps): void {
  let accepted = false;
  const accept = () => {
    if (accepted) return;
    if (deps.busy()) {
      deps.show(accept, { waiting: true });
      return;
    }
    accepted = true;
    void deps.takenOver().then(deps.reload);
    deps.activate();
  };
  deps.show(accept, { waiting: false });
}
