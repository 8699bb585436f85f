import { useEffect, useSyncExternalStore } from 'react';
import { dismissToast, notify } from '@/components/toasts';
import { afterPaint } from '@/lib/after-paint';
import { focusIfLost, pageHeading } from '@/lib/focus';

/** How long a decision waits behind its undo before it is sent. */
const UNDO_DELAY_MS = 5000;
/** The delay in use: a seam for tests, which send decisions at once unless the window is theirs. */
export const undoTiming = { delayMs: UNDO_DELAY_MS };
/** How long the snackbar says a sent action is done. */
const DONE_SHOWN_MS = 4000;

/** How a sent action ends its snackbar, if the snackbar still shows it (else nothing). */
export interface SentReport {
  /** Done: the snackbar says so in `content`, then goes. */
  done: (content: string) => void;
  /** Its result is said elsewhere (a failure's own toast): the snackbar goes. */
  clear: () => void;
}

export interface UndoableAction {
  /** What waits, e.g. `approve:12`: screens ask for it to show that it waits. */
  key: string;
  header: string;
  /** The snackbar's text while it waits: what was decided. */
  content: string;
  /** Its text once the window ended and the action is on its way. */
  sending: string;
  undo: string;
  /**
   * Sends it. `leaving`: the page is being left, so its requests must outlive the page and
   * nothing can wait for an answer.
   */
  send: (report: SentReport, leaving: boolean) => void;
  /** Where focus goes after an undo (the undo button leaves with its snackbar); else the heading. */
  returnFocus?: () => HTMLElement | null;
  onUndo?: () => void;
}

interface Waiting {
  action: UndoableAction;
  /** Null while the windows stand still (the pointer or the focus on the snackbar). */
  timer: ReturnType<typeof setTimeout> | null;
  /** When its window ends (Date.now()), or what is left of it while it stands still. */
  endsAt: number;
  leftMs: number;
}

// The actions waiting behind their undo, oldest first, outside any component: they outlive the
// screen they were taken on (the triage moves on to the next kaizen). Each runs its own window
// from when it was taken, on through the next action: a second action never sends the first,
// and undo takes back the latest, then the one before. One snackbar shows the latest action.
let waiting: Waiting[] = [];
let keys: readonly string[] = [];
/** The snackbar on screen and the action it shows (waiting, on its way or done). */
let snackbar: { id: string; action: UndoableAction } | null = null;
let snackbarCount = 0;
let held = false;
const listeners = new Set<() => void>();

/** Cancels the drawing of a new action still to come (its snackbar, the screens told). */
let drawing: (() => void) | null = null;

/** What waits now, for the checks made outside a render (`pendingUndoables`). */
function noteKeys(): void {
  keys = waiting.map(({ action }) => action.key);
}

function changed(): void {
  noteKeys();
  listeners.forEach((listener) => listener());
}

const leftOf = (entry: Waiting) =>
  entry.timer === null ? entry.leftMs : Math.max(0, entry.endsAt - Date.now());

function run(entry: Waiting): void {
  if (entry.timer !== null) return;
  entry.endsAt = Date.now() + entry.leftMs;
  entry.timer = setTimeout(() => expire(entry), entry.leftMs);
}

function stop(entry: Waiting): void {
  if (entry.timer === null) return;
  clearTimeout(entry.timer);
  entry.leftMs = Math.max(0, entry.endsAt - Date.now());
  entry.timer = null;
}

/** The snackbar for `action`, in place of the one before (its own, updated in place). */
function showSnackbar(action: UndoableAction, input: Parameters<typeof notify>[0]): void {
  if (snackbar && snackbar.action !== action) dismissToast(snackbar.id);
  if (snackbar?.action !== action) {
    snackbarCount += 1;
    // A new snackbar: the pointer or focus that held the one before has not come onto it.
    release();
  }
  const id = snackbar?.action === action ? snackbar.id : `undoable-${snackbarCount}`;
  snackbar = { id, action };
  notify({ ...input, id, yields: true, quiet: true });
}

function showWaiting(entry: Waiting): void {
  const { action } = entry;
  showSnackbar(action, {
    header: action.header,
    content: action.content,
    variant: 'info',
    dismissTimer: 0,
    dismissible: false,
    action: { label: action.undo, onClick: () => undoPending() },
    onHold: (on) => hold(action, on),
    countdown: { totalMs: undoTiming.delayMs, leftMs: leftOf(entry) },
  });
}

function send(entry: Waiting, leaving: boolean): void {
  const { action } = entry;
  const shown = () => snackbar?.action === action;
  if (shown()) {
    showSnackbar(action, {
      header: action.header,
      content: action.sending,
      variant: 'info',
      dismissTimer: 0,
      dismissible: false,
    });
  }
  action.send(
    {
      done: (content) => {
        if (!shown()) return;
        showSnackbar(action, { header: action.header, content, dismissTimer: DONE_SHOWN_MS });
      },
      clear: () => {
        if (!shown() || !snackbar) return;
        dismissToast(snackbar.id);
        snackbar = null;
      },
    },
    leaving,
  );
}

function expire(entry: Waiting): void {
  // Its snackbar not drawn yet: no frame was painted through the whole window (a phone locked
  // right after the tap). Drawn now, so that what became of the action is still said.
  if (drawing && waiting.at(-1) === entry) {
    drawing();
    drawing = null;
    showWaiting(entry);
  }
  waiting = waiting.filter((each) => each !== entry);
  changed();
  send(entry, false);
}

/** Sends every waiting action at once, oldest first: the screens that keep them are gone. */
function sendAll(leaving: boolean): void {
  const all = waiting;
  waiting = [];
  all.forEach(stop);
  changed();
  all.forEach((entry) => send(entry, leaving));
}

/**
 * WCAG 2.2.1: while the pointer or the focus is on the snackbar every window stands still,
 * and runs on with what was left once both have left; nobody loses the undo while reaching for it.
 */
function hold(action: UndoableAction, on: boolean): void {
  if (snackbar?.action !== action || on === held) return;
  held = on;
  waiting.forEach(on ? stop : run);
}

function release(): void {
  if (!held) return;
  held = false;
  waiting.forEach(run);
}

/**
 * A decision the server will not let anyone take back (an approved kaizen is locked: 423)
 * waits a few seconds behind an undo before it is sent, as react-admin's undoable mode does;
 * a second one waits beside it, each in its own window.
 *
 * @example
 * scheduleUndoable({ key: `approve:${id}`, header, content, sending, undo, send: (report) => … });
 */
export function scheduleUndoable(action: UndoableAction): void {
  const entry: Waiting = { action, timer: null, endsAt: 0, leftMs: undoTiming.delayMs };
  waiting = [...waiting, entry];
  run(entry);
  // Known at once (a page change, a second key, the page left all find it waiting); drawn after
  // the frame the action leads to (the triage's next kaizen): the snackbar's placement reads the
  // layout, and neither it nor the screens that show what waits belong in that frame.
  noteKeys();
  drawing?.();
  drawing = afterPaint(() => {
    drawing = null;
    const latest = waiting.at(-1);
    if (latest && snackbar?.action !== latest.action) showWaiting(latest);
    changed();
  });
}

/** The keys of the actions waiting behind their undo now, for a check outside a render. */
export const pendingUndoables = (): readonly string[] => keys;

/**
 * Takes back the latest waiting action, if any (the snackbar's button, or a key); the snackbar
 * then shows the one before it, if that still waits.
 */
export function undoPending(): boolean {
  const latest = waiting.at(-1);
  if (!latest) return false;
  stop(latest);
  waiting = waiting.slice(0, -1);
  changed();
  if (snackbar?.action === latest.action) {
    dismissToast(snackbar.id);
    snackbar = null;
  }
  const before = waiting.at(-1);
  if (before) showWaiting(before);
  else release();
  latest.action.onUndo?.();
  // After the button has been enabled again, so it can take the focus.
  requestAnimationFrame(() => focusIfLost(latest.action.returnFocus?.() ?? pageHeading()));
  return true;
}

/** Tests: drops the waiting actions unsent, so they never reach the next test's backend. */
export function forgetPendingUndoable(): void {
  drawing?.();
  drawing = null;
  waiting.forEach(stop);
  waiting = [];
  snackbar = null;
  held = false;
  scopes = 0;
  changed();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The keys of the actions waiting behind their undo, oldest first. */
export function usePendingUndoables(): readonly string[] {
  return useSyncExternalStore(subscribe, () => keys);
}

let scopes = 0;

// Sent as the page goes, with requests that outlive it: no "Leave site?" to hold it.
const sendOnLeave = () => sendAll(true);

/**
 * Keeps the waiting actions while a screen that shows them is on display: the kaizen detail,
 * the review queue. Once none is (the user went elsewhere), or the page is left, they are sent
 * at once: a decision is never lost. Checked a moment after a screen goes, so moving from one
 * kaizen to the next, or back to the queue, keeps them.
 */
export function useUndoableScope(): void {
  useEffect(() => {
    scopes += 1;
    if (scopes === 1) window.addEventListener('pagehide', sendOnLeave);
    return () => {
      scopes -= 1;
      setTimeout(() => {
        if (scopes > 0) return;
        window.removeEventListener('pagehide', sendOnLeave);
        sendAll(false);
      }, 0);
    };
  }, []);
}
