import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent as ReactFocusEvent,
  type RefObject,
} from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { focusElement, pageStart } from '@/lib/focus';
import { resolveValue, toast, useToaster } from 'react-hot-toast/headless';
import { toastTop, type Box } from './toast-place';
import { TOAST_LIMIT, TOASTS_BELOW, type Toast } from './toast-types';

// The toaster itself, loaded on demand by notify() and ToastHost in ./toasts.ts (the one place
// that imports it), so the first page does not carry react-hot-toast.

/**
 * Whether the pointer or the focus is on an element, told to `onChange` when that changes: focus
 * moving between the element's own controls keeps it held.
 */
function useHeld(onChange: (held: boolean) => void) {
  const held = useRef({ pointer: false, focus: false });
  const told = useRef(false);
  const set = (part: 'pointer' | 'focus', on: boolean) => {
    held.current[part] = on;
    const now = held.current.pointer || held.current.focus;
    if (now === told.current) return;
    told.current = now;
    onChange(now);
  };
  return {
    onMouseEnter: () => set('pointer', true),
    onMouseLeave: () => set('pointer', false),
    onFocus: () => set('focus', true),
    onBlur: (event: ReactFocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) set('focus', false);
    },
  };
}

/**
 * Tells the toast's `onHold` when the pointer or the focus comes onto the card and when both
 * have left; react-hot-toast pauses its own timers, this is for the caller's (the undo window).
 */
function useHold(onHold: Toast['onHold']) {
  const [shownHeld, setShownHeld] = useState(false);
  const handlers = useHeld((now) => {
    setShownHeld(now);
    onHold?.(now);
  });
  return { held: shownHeld, ...handlers };
}

/** Where the focus was before it came onto the toasts: it goes back there when a toast closes. */
let focusCameFrom: HTMLElement | null = null;

function rememberWhereFocusCameFrom(event: ReactFocusEvent<HTMLElement>): void {
  const from = event.relatedTarget;
  if (!event.currentTarget.contains(from)) {
    focusCameFrom = from instanceof HTMLElement && from !== document.body ? from : null;
  }
}

/**
 * Closes a toast from its own button. The focus on it goes back where it came from (else to the
 * page's start) before the card leaves: it never falls to <body> (WCAG 2.4.3), and the stack
 * hears it leave, which ends the pause it held.
 */
function closeFrom(card: HTMLElement | null, id: string): void {
  if (card?.contains(document.activeElement)) {
    focusElement(focusCameFrom?.isConnected ? focusCameFrom : pageStart());
  }
  toast.dismiss(id);
}

/**
 * react-hot-toast's pause, held while the pointer or the focus is on the stack. Its store outlives
 * the host, so a host that goes away ends the pause it holds: otherwise no later toast would ever
 * leave.
 */
function usePause({ startPause, endPause }: ReturnType<typeof useToaster>['handlers']) {
  // react-hot-toast's endPause does nothing unless its store is paused.
  const latestEnd = useRef(endPause);
  useEffect(() => {
    latestEnd.current = endPause;
  });
  useEffect(() => () => latestEnd.current(), []);
  return useHeld((now) => (now ? startPause() : endPause()));
}

function ToastCard({ toast: shown }: { toast: Toast }) {
  const { t } = useTranslation('base');
  const { held, ...hold } = useHold(shown.onHold);
  const card = useRef<HTMLDivElement>(null);
  return (
    <div
      ref={card}
      className={`qek-toast toast show border-0 border-start border-4 border-${shown.variant}${held ? ' qek-toast--held' : ''}`}
      {...hold}
    >
      <div className="toast-header">
        <strong className="me-auto">{shown.header}</strong>
        {shown.dismissible ? (
          <button
            type="button"
            className="btn-close"
            aria-label={t('common.close')}
            onClick={() => closeFrom(card.current, shown.id)}
          />
        ) : null}
      </div>
      {shown.content || shown.action ? (
        <div className="toast-body d-flex align-items-center gap-2">
          <span className="me-auto">{shown.content}</span>
          {shown.action ? (
            <button
              type="button"
              className="btn btn-sm btn-outline-primary text-nowrap"
              onClick={() => {
                closeFrom(card.current, shown.id);
                shown.action?.onClick();
              }}
            >
              {shown.action.label}
            </button>
          ) : null}
        </div>
      ) : null}
      {shown.countdown ? <Countdown {...shown.countdown} /> : null}
    </div>
  );
}

/** The time left, as a bar that runs down (decorative: the toast's words say what waits). */
function Countdown({ totalMs, leftMs }: { totalMs: number; leftMs: number }) {
  return (
    <div className="qek-toast__countdown" aria-hidden="true">
      <span
        style={{ animationDuration: `${totalMs}ms`, animationDelay: `${leftMs - totalMs}ms` }}
      />
    </div>
  );
}

/**
 * Shows a toast made by notify() (src/components/toasts.ts). Our card travels as the toast's
 * message. react-hot-toast's headless build injects no <style>, so toasts work under a
 * Content-Security-Policy without 'unsafe-inline' styles.
 */
export function showToast(shown: Toast): void {
  const urgent = shown.variant === 'danger';
  toast.custom(<ToastCard toast={shown} />, {
    id: shown.id,
    duration: shown.dismissTimer > 0 ? shown.dismissTimer : Infinity,
    className: shown.yields ? YIELDS : undefined,
    ariaProps: urgent
      ? { role: 'alert', 'aria-live': 'assertive' }
      : { role: 'status', 'aria-live': shown.quiet ? 'off' : 'polite' },
  });
}

export function dismissShownToast(id: string): void {
  toast.dismiss(id);
}

export function removeShownToasts(): void {
  toast.remove();
}

const GAP_PX = 8;
/** Marks a toast that gives way to an open dialog or sheet (Toast.yields). */
const YIELDS = 'qek-toast-slot--yields';

/** Whether a dialog, sheet or drawer is open: react-bootstrap marks the body while one is. */
function useDialogOpen(): boolean {
  const [open, setOpen] = useState(() => document.body.classList.contains('modal-open'));
  useEffect(() => {
    const check = () => setOpen(document.body.classList.contains('modal-open'));
    const observer = new MutationObserver(check);
    observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
    check();
    return () => observer.disconnect();
  }, []);
  return open;
}

/** The control the user last pressed: a toast reports on it, so it must not cover it. */
let lastPressed: Element | null = null;
const ACTION = 'a[href], button, input, select, textarea, [role="button"]';

function rememberPressed(event: Event): void {
  if (event.target instanceof Element) lastPressed = event.target.closest(ACTION);
}

/** Where an element's content is drawn: a block heading's text, not the width it spans. */
function drawnBox(element: Element): DOMRect {
  const range = document.createRange();
  range.selectNodeContents(element);
  const box =
    typeof range.getBoundingClientRect === 'function' ? range.getBoundingClientRect() : null;
  return box && box.height > 0 ? box : element.getBoundingClientRect();
}

/**
 * What a toast must leave in view (WCAG 2.4.11): the page's title with what its header shows
 * beside it (a kaizen's status), and the control just used, focused or last pressed.
 */
function keptClear(toaster: Element): Box[] {
  const heading = document.querySelector('main h1');
  const header = heading?.parentElement?.tagName === 'HEADER' ? heading.parentElement : null;
  const title = header ? [...header.children] : [heading];
  const active = document.activeElement;
  const used = [active && active !== document.body ? active : null, lastPressed]
    .filter((element): element is Element => element !== null && element.isConnected)
    .filter((element) => !toaster.contains(element))
    .map((element) => element.getBoundingClientRect());
  return (
    [...title.filter((element) => element !== null).map(drawnBox), ...used]
      // A focused region (main after the skip link) is no control: there is no going round it.
      .filter((box) => box.height > 0 && box.height < window.innerHeight / 2)
  );
}

/**
 * Where the toasts start: under the marked element's bottom edge (the top bar, which is sticky,
 * so its edge moves while banners above it scroll away), and lower where they would cover the
 * page's title or the control just used (toast-place.ts). Measured while toasts show, again
 * when they change, the page scrolls or resizes, or the focus moves. Null without a top bar: the stylesheet's place then.
 */
function useToastTop(toaster: RefObject<HTMLDivElement | null>, shownKey: string): number | null {
  const [top, setTop] = useState<number | null>(null);
  // Before paint: a first frame at the stylesheet's place would cover what it must not.
  useLayoutEffect(() => {
    if (!shownKey) return undefined;
    const measure = () => {
      const below = document.querySelector(`[${TOASTS_BELOW}]`);
      const stack = toaster.current;
      if (!below || !stack) return setTop(null);
      const start = Math.max(0, below.getBoundingClientRect().bottom) + GAP_PX;
      const { left, right, height } = stack.getBoundingClientRect();
      setTop(toastTop(start, { left, right, height }, keptClear(stack), window.innerHeight));
    };
    measure();
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    // A change the toast reports on may move the focus (a decision focuses the new status). Not
    // the focus going into a toast: pressing its own button must not move it from under the
    // pointer between press and release (the click would be lost).
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && toaster.current?.contains(event.target)) return;
      measure();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [toaster, shownKey]);
  useEffect(() => {
    document.addEventListener('pointerdown', rememberPressed, true);
    document.addEventListener('keydown', rememberPressed, true);
    return () => {
      document.removeEventListener('pointerdown', rememberPressed, true);
      document.removeEventListener('keydown', rememberPressed, true);
    };
  }, []);
  return top;
}

/**
 * The toasts, newest first, top-right (spec §9) but below the top bar, so they never cover
 * its controls, nor the page's title or the control just used (WCAG 2.4.11). Timers pause while the pointer or the focus is on a toast, so
 * nobody loses a message while reading or closing it.
 */
export function Toaster() {
  const { toasts, handlers } = useToaster();
  const dialogOpen = useDialogOpen();
  const visible = toasts.filter(
    (shown) => shown.visible && !(dialogOpen && shown.className === YIELDS),
  );
  const stack = useRef<HTMLDivElement>(null);
  const top = useToastTop(stack, visible.map((shown) => shown.id).join(' '));
  const overflow = visible.slice(TOAST_LIMIT).map((shown) => shown.id);
  const overflowKey = overflow.join(' ');
  const pause = usePause(handlers);
  useEffect(() => {
    // Spec §4: adding past the limit drops the oldest ones.
    overflowKey
      .split(' ')
      .filter(Boolean)
      .forEach((id) => toast.remove(id));
  }, [overflowKey]);
  return (
    <div
      ref={stack}
      className="qek-toaster"
      style={top === null ? undefined : { top }}
      {...pause}
      onFocus={(event) => {
        rememberWhereFocusCameFrom(event);
        pause.onFocus();
      }}
    >
      {visible.slice(0, TOAST_LIMIT).map((shown) => (
        <div key={shown.id} {...shown.ariaProps}>
          {resolveValue(shown.message, shown)}
        </div>
      ))}
    </div>
  );
}
