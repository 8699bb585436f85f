import { useEffect, useSyncExternalStore } from 'react';
import { dismissToast, notify } from '@/components/toasts';
import { focusIfLost, pageHeading } from '@/lib/focus';

/** How long a decision waits behind its undo toast before it is sent. */
const UNDO_DELAY_MS = 5000;
/** The delay in use: a seam for tests, which send decisions at once unless the window is theirs. */
export const undoTiming = { delayMs: UNDO_DELAY_MS };

export interface UndoableAction {
  /** What waits, e.g. `approve:12`: screens ask for it to show that it waits. */
  key: string;
  header: string;
  content: string;
  /** The toast's text once the window ended and the action is on its way. */
  sending: string;
  undo: string;
  /** Sends it; the toast is `toastId`'s, for the result to take its place (one toast per action). */
  send: (toastId: string) => void;
  /** Where focus goes after an undo (the undo button leaves with its toast); else the heading. */
  returnFocus?: () => HTMLElement | null;
  onUndo?: () => void;
}

interface Pending {
  action: UndoableAction;
  toastId: string;
  /** Null while the window stands still (the pointer or the focus on its toast). */
  timer: ReturnType<typeof setTimeout> | null;
  /** When the running window ends (Date.now()), or what is left of it while it stands still. */
  endsAt: number;
  leftMs: number;
}

// One action waits at a time, outside any component: it outlives the screen it was taken on
// (the triage moves on to the next kaizen), and is sent when the window ends, when a second
// action comes, or when the screens that keep it (useUndoableScope) are all gone.
let pending: Pending | null = null;
let toastCount = 0;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

function settle(send: boolean): void {
  const current = pending;
  if (!current) return;
  pending = null;
  if (current.timer !== null) clearTimeout(current.timer);
  changed();
  const { action, toastId } = current;
  if (send) {
    notify({
      id: toastId,
      header: action.header,
      content: action.sending,
      variant: 'info',
      dismissTimer: 0,
      dismissible: false,
    });
    action.send(toastId);
    return;
  }
  dismissToast(toastId);
  action.onUndo?.();
  // After the button has been enabled again, so it can take the focus.
  requestAnimationFrame(() => focusIfLost(action.returnFocus?.() ?? pageHeading()));
}

/**
 * WCAG 2.2.1: while the pointer or the focus is on the undo toast its window stands still, and
 * runs on with what was left once both have left; nobody loses the undo while reaching for it.
 */
function hold(toastId: string, held: boolean): void {
  const current = pending;
  if (!current || current.toastId !== toastId) return;
  if (held && current.timer !== null) {
    clearTimeout(current.timer);
    current.timer = null;
    current.leftMs = Math.max(0, current.endsAt - Date.now());
  } else if (!held && current.timer === null) {
    current.endsAt = Date.now() + current.leftMs;
    current.timer = setTimeout(() => settle(true), current.leftMs);
  }
}

/**
 * A decision the server will not let anyone take back (an approved kaizen is locked: 423)
 * waits a few seconds behind an "undo" toast before it is sent, as react-admin's undoable
 * mode does. A second action sends the first one first. Returns the toast's id.
 *
 * @example
 * scheduleUndoable({ key: `approve:${id}`, header, content, sending, undo, send: (toast) => … });
 */
export function scheduleUndoable(action: UndoableAction): string {
  settle(true);
  toastCount += 1;
  const toastId = `undoable-${toastCount}`;
  notify({
    id: toastId,
    header: action.header,
    content: action.content,
    variant: 'info',
    dismissTimer: 0,
    dismissible: false,
    action: { label: action.undo, onClick: () => settle(false) },
    onHold: (held) => hold(toastId, held),
  });
  const timer = setTimeout(() => settle(true), undoTiming.delayMs);
  pending = { action, toastId, timer, endsAt: Date.now() + undoTiming.delayMs, leftMs: 0 };
  changed();
  return toastId;
}

/** Takes back the waiting action, if any (the toast's button, or a key). */
export function undoPending(): boolean {
  if (!pending) return false;
  settle(false);
  return true;
}

/** Tests: drops a waiting action unsent, so it never reaches the next test's backend. */
export function forgetPendingUndoable(): void {
  if (pending?.timer) clearTimeout(pending.timer);
  pending = null;
  scopes = 0;
  changed();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The key of the action waiting behind its undo toast, or null. */
export function usePendingUndoable(): string | null {
  return useSyncExternalStore(subscribe, () => pending?.action.key ?? null);
}

let scopes = 0;

function sendOnLeave(event: BeforeUnloadEvent): void {
  if (!pending) return;
  settle(true);
  // The browser asks to stay a moment, which lets the request go out.
  event.preventDefault();
}

/**
 * Keeps a waiting action while a screen that shows it is on display: the kaizen detail, the
 * review queue. Once none is (the user went elsewhere), or the page is left, it is sent at once:
 * a decision is never lost. Checked a moment after a screen goes, so moving from one kaizen to
 * the next, or back to the queue, keeps it.
 */
export function useUndoableScope(): void {
  useEffect(() => {
    scopes += 1;
    if (scopes === 1) window.addEventListener('beforeunload', sendOnLeave);
    return () => {
      scopes -= 1;
      setTimeout(() => {
        if (scopes > 0) return;
        window.removeEventListener('beforeunload', sendOnLeave);
        settle(true);
      }, 0);
    };
  }, []);
}
