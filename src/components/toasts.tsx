import { useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveValue, toast, useToaster } from 'react-hot-toast/headless';

/** Spec §9: toasts sit top-right, at most 8, and go after 4000 ms. */
export const TOAST_LIMIT = 8;
const TOAST_TIMEOUT_MS = 4000;

export type ToastVariant = 'success' | 'danger' | 'warning' | 'info';

/** Spec §3: header, content, variant (default success), dismissible (default true), timer, id. */
export interface Toast {
  id: string;
  header: string;
  content: string;
  variant: ToastVariant;
  dismissible: boolean;
  /** Milliseconds on screen; 0 keeps the toast until it is closed. */
  dismissTimer: number;
  /** One button in the toast, e.g. undo; the toast closes when it is pressed. */
  action?: { label: string; onClick: () => void };
}

export type ToastInput = Pick<Toast, 'header' | 'content'> &
  Partial<Omit<Toast, 'header' | 'content'>>;

function ToastCard({ toast: shown }: { toast: Toast }) {
  const { t } = useTranslation('base');
  return (
    <div className={`qek-toast toast show border-0 border-start border-4 border-${shown.variant}`}>
      <div className="toast-header">
        <strong className="me-auto">{shown.header}</strong>
        {shown.dismissible ? (
          <button
            type="button"
            className="btn-close"
            aria-label={t('common.close')}
            onClick={() => toast.dismiss(shown.id)}
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
                toast.dismiss(shown.id);
                shown.action?.onClick();
              }}
            >
              {shown.action.label}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

let counter = 0;

/**
 * Shows a toast and returns its id; a toast with a known id replaces the earlier one.
 * react-hot-toast's store is the only owner of toasts (its timers, pause and removal); our
 * card travels as the toast's message. Its headless build injects no <style>, so toasts work
 * under a Content-Security-Policy without 'unsafe-inline' styles.
 */
export function notify(input: ToastInput): string {
  counter += 1;
  const shown: Toast = {
    variant: 'success',
    dismissible: true,
    dismissTimer: TOAST_TIMEOUT_MS,
    ...input,
    id: input.id ?? `toast-${counter}`,
  };
  const urgent = shown.variant === 'danger';
  return toast.custom(<ToastCard toast={shown} />, {
    id: shown.id,
    duration: shown.dismissTimer > 0 ? shown.dismissTimer : Infinity,
    ariaProps: urgent
      ? { role: 'alert', 'aria-live': 'assertive' }
      : { role: 'status', 'aria-live': 'polite' },
  });
}

/** Closes a toast before its time. */
export function dismissToast(id: string): void {
  toast.dismiss(id);
}

/** Marks the element toasts stay below (the top bar): `<header {...{ [TOASTS_BELOW]: '' }}>`. */
export const TOASTS_BELOW = 'data-toasts-below';
const GAP_PX = 8;

/**
 * Where the toasts start: under the marked element's bottom edge, measured while toasts show
 * (the top bar is sticky, so its edge moves while banners above it scroll away). Null without
 * such an element: the stylesheet's place then.
 */
function useToastTop(showing: boolean): number | null {
  const [top, setTop] = useState<number | null>(null);
  // Before paint: a first frame at the stylesheet's place would cover the top bar.
  useLayoutEffect(() => {
    if (!showing) return undefined;
    const measure = () => {
      const below = document.querySelector(`[${TOASTS_BELOW}]`);
      setTop(below ? Math.max(0, below.getBoundingClientRect().bottom) + GAP_PX : null);
    };
    measure();
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [showing]);
  return top;
}

/**
 * The toasts, newest first, top-right (spec §9) but below the top bar, so they never cover
 * its controls (WCAG 2.4.11). Timers pause while the pointer or the focus is on a toast, so
 * nobody loses a message while reading or closing it.
 */
export function ToastHost() {
  const { toasts, handlers } = useToaster();
  const visible = toasts.filter((shown) => shown.visible);
  const top = useToastTop(visible.length > 0);
  const overflow = visible.slice(TOAST_LIMIT).map((shown) => shown.id);
  const overflowKey = overflow.join(' ');
  useEffect(() => {
    // Spec §4: adding past the limit drops the oldest ones.
    overflowKey
      .split(' ')
      .filter(Boolean)
      .forEach((id) => toast.remove(id));
  }, [overflowKey]);
  return (
    <div
      className="qek-toaster"
      style={top === null ? undefined : { top }}
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
      onFocus={handlers.startPause}
      onBlur={handlers.endPause}
    >
      {visible.slice(0, TOAST_LIMIT).map((shown) => (
        <div key={shown.id} {...shown.ariaProps}>
          {resolveValue(shown.message, shown)}
        </div>
      ))}
    </div>
  );
}
