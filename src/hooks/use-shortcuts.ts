import { useEffect, useRef } from 'react';
import { useShortcutsSetting } from './use-shortcuts-setting';

/** Handlers by `KeyboardEvent.key`: `a`, `?`, `ArrowRight`. */
export type Shortcuts = Partial<Record<string, () => void>>;

const FIELD = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';
const MENU = '[role="menu"], [role="listbox"], .dropdown';
const OPEN_DIALOG = '[role="dialog"], [role="alertdialog"], [aria-modal="true"], .modal.show';
const OPEN_MENU = '.dropdown-menu.show';

/**
 * Whether the focus is on the screen the keys belong to: in the page's `main` (the queue's list,
 * the triage), or nowhere (body, after a click on the page's background). Not in the top bar,
 * the navigation, a menu or a field.
 */
function onScreen(target: Element | null): boolean {
  if (target === null || target === document.body) return true;
  return target.closest('main') !== null && target.closest(`${FIELD}, ${MENU}`) === null;
}

/**
 * Whether a key press is the user's to type or to act on elsewhere: outside the screen (see
 * `onScreen`), with a modifier (Ctrl/Cmd/Alt: the browser's and the screen reader's own keys;
 * Shift only where it makes the key itself, as `?`), or while a dialog or a menu is open.
 */
function notOurs(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing) return true;
  if (event.ctrlKey || event.metaKey || event.altKey) return true;
  if (event.shiftKey && (event.key.length > 1 || /[a-z]/i.test(event.key))) return true;
  if (!onScreen(event.target instanceof Element ? event.target : null)) return true;
  return document.querySelector(`${OPEN_DIALOG}, ${OPEN_MENU}`) !== null;
}

// The keys that acted and are still held down: a key acts once per press, so a held key's
// auto-repeat, or the key still down when the next screen binds it, does nothing until released.
const spent = new Set<string>();
let releaseWatched = false;

function watchReleases(): void {
  if (releaseWatched) return;
  releaseWatched = true;
  window.addEventListener('keyup', (event) => spent.delete(event.code || event.key), true);
  // A key released while the window had no focus sends no keyup.
  window.addEventListener('blur', () => spent.clear());
}

/**
 * Single-key shortcuts on a screen (the review queue, the triage), as Gmail and Linear have them:
 * only with the focus on that screen, never while typing in a field, with a modifier key, with a
 * dialog or menu open, or when the user turned them off (`useShortcutsSetting`, WCAG 2.1.4);
 * once per press of the key (a held key's repeats, and the key still down after its action, do
 * nothing). Each shortcut's action must also be a button or link on the screen.
 *
 * @example
 * useShortcuts({ j: next, k: previous, '?': openHelp });
 */
export function useShortcuts(shortcuts: Shortcuts, enabled = true): void {
  const [on] = useShortcutsSetting();
  const active = enabled && on;
  const latest = useRef(shortcuts);
  useEffect(() => {
    latest.current = shortcuts;
  });
  useEffect(() => {
    if (!active) return undefined;
    watchReleases();
    const onKey = (event: KeyboardEvent) => {
      const action = latest.current[event.key];
      if (!action || notOurs(event)) return;
      event.preventDefault();
      const press = event.code || event.key;
      if (event.repeat || spent.has(press)) return;
      spent.add(press);
      action();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active]);
}
