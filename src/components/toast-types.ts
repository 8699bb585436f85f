// What notify() (toasts.ts) and the toaster it loads (toaster.tsx) share.

/** Spec §9: toasts sit top-right, at most 8, and go after 4000 ms. */
export const TOAST_LIMIT = 8;

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
  /**
   * Told when the pointer or the focus comes onto the toast (true) and when both have left
   * (false): a timer of the caller's own (the undo window) stands still meanwhile (WCAG 2.2.1).
   */
  onHold?: (held: boolean) => void;
  /** A bar running down the time left (the undo window); it stands still while held. */
  countdown?: { totalMs: number; leftMs: number };
  /** Not read out as it changes: the screen says it once in its own words (the triage). */
  quiet?: boolean;
  /** Hidden while a dialog or sheet is open, so it never covers (or takes taps meant for) it. */
  yields?: boolean;
}

export type ToastInput = Pick<Toast, 'header' | 'content'> &
  Partial<Omit<Toast, 'header' | 'content'>>;

/** Marks the element toasts stay below (the top bar): `<header {...{ [TOASTS_BELOW]: '' }}>`. */
export const TOASTS_BELOW = 'data-toasts-below';
