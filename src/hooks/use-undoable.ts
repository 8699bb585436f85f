import { useCallback, useEffect, useRef, useState } from 'react';
import { dismissToast, notify } from '@/components/toasts';
import { focusIfLost } from '@/lib/focus';

/** How long a decision waits behind its undo toast before it is sent. */
export const UNDO_DELAY_MS = 5000;
/** The delay in use: a seam for tests, which send decisions at once unless the window is theirs. */
export const undoTiming = { delayMs: UNDO_DELAY_MS };

interface Pending<Name extends string> {
  name: Name;
  toastId: string;
  send: () => void;
  timer: ReturnType<typeof setTimeout>;
  returnFocus?: () => HTMLElement | null;
}

interface UndoText {
  header: string;
  content: string;
  undo: string;
  /** Where focus goes after an undo: the undo button leaves with its toast. */
  returnFocus?: () => HTMLElement | null;
}

/**
 * A decision the server will not let anyone take back (an approved kaizen is locked: 423)
 * waits a few seconds behind an "undo" toast before it is sent, as react-admin's undoable
 * mode does. Leaving the screen sends a waiting decision at once, and so does leaving the page
 * (the browser then asks to stay a moment, which lets the request go out): a decision is
 * never lost. One at a time: a second decision sends the first one first.
 *
 * @example
 * const undoable = useUndoable<'approve'>();
 * undoable.schedule('approve', () => approve.mutate(), { header, content, undo: t('common.undo') });
 * <Button disabled={undoable.waiting !== null}>…</Button>
 */
export function useUndoable<Name extends string>() {
  const pending = useRef<Pending<Name> | null>(null);
  const [waiting, setWaiting] = useState<Name | null>(null);

  const settle = useCallback((send: boolean) => {
    const current = pending.current;
    if (!current) return;
    pending.current = null;
    clearTimeout(current.timer);
    dismissToast(current.toastId);
    setWaiting(null);
    if (send) current.send();
    // After the button has been enabled again, so it can take the focus.
    else requestAnimationFrame(() => focusIfLost(current.returnFocus?.()));
  }, []);

  useEffect(() => {
    const onLeave = (event: BeforeUnloadEvent) => {
      if (!pending.current) return;
      settle(true);
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onLeave);
    return () => {
      window.removeEventListener('beforeunload', onLeave);
      settle(true);
    };
  }, [settle]);

  const schedule = useCallback(
    (name: Name, send: () => void, text: UndoText) => {
      settle(true);
      const toastId = notify({
        header: text.header,
        content: text.content,
        variant: 'info',
        dismissTimer: 0,
        dismissible: false,
        action: { label: text.undo, onClick: () => settle(false) },
      });
      const timer = setTimeout(() => settle(true), undoTiming.delayMs);
      pending.current = { name, toastId, send, timer, returnFocus: text.returnFocus };
      setWaiting(name);
    },
    [settle],
  );

  return { waiting, schedule };
}
