import { create } from 'zustand';

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
  dismissTimer: number;
}

export type ToastInput = Pick<Toast, 'header' | 'content'> &
  Partial<Omit<Toast, 'header' | 'content'>>;

interface ToastState {
  toasts: Toast[];
  add: (input: ToastInput) => string;
  dismiss: (id: string) => void;
}

let counter = 0;
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function stopTimer(id: string) {
  clearTimeout(timers.get(id));
  timers.delete(id);
}

export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  add: (input) => {
    counter += 1;
    const toast: Toast = {
      variant: 'success',
      dismissible: true,
      dismissTimer: TOAST_TIMEOUT_MS,
      ...input,
      id: input.id ?? `toast-${counter}`,
    };
    const others = get().toasts.filter((t) => t.id !== toast.id);
    stopTimer(toast.id);
    // Adding past the limit drops the oldest ones (spec §4).
    const kept = [...others, toast].slice(-TOAST_LIMIT);
    others.filter((t) => !kept.includes(t)).forEach((t) => stopTimer(t.id));
    set({ toasts: kept });
    if (toast.dismissTimer > 0) {
      timers.set(
        toast.id,
        setTimeout(() => get().dismiss(toast.id), toast.dismissTimer),
      );
    }
    return toast.id;
  },
  dismiss: (id) => {
    stopTimer(id);
    set(({ toasts }) => ({ toasts: toasts.filter((t) => t.id !== id) }));
  },
}));

/** Shows a toast; returns its id. */
export const notify = (input: ToastInput) => useToastStore.getState().add(input);
