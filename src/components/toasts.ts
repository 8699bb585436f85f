import { createElement, useSyncExternalStore } from 'react';
import { createLoadCache } from '@/utils/load-once';
import type { Toast, ToastInput } from './toast-types';
import type * as toasterModule from './toaster';

export { TOAST_LIMIT, TOASTS_BELOW } from './toast-types';
export type { Toast, ToastInput, ToastVariant } from './toast-types';

/** Spec: how long a toast stays. */
export const TOAST_TIMEOUT_MS = 4000;
/**
 * The time a toast stays, a test seam (tests/setup-app.ts): a busy machine let 4 s pass between a
 * toast drawn and a test's look for it.
 */
export const toastTiming = { shownMs: TOAST_TIMEOUT_MS };

type ToasterModule = typeof toasterModule;

// The toaster (react-hot-toast's store, the cards and their host) is not on the first page: it
// loads with the first toast, or earlier when the browser is idle (preloadToaster). Toasts asked
// for meanwhile wait here, in order, and are shown the moment it is there; their timers start then.
const cache = createLoadCache<'toaster', ToasterModule>();
const waiting: Toast[] = [];
const hostListeners = new Set<() => void>();

const loadedToaster = () => cache.loaded('toaster');

/** Shows the toasts that waited for the toaster, oldest first, and lets the host draw them. */
function showWaiting(toaster: ToasterModule): void {
  waiting.splice(0).forEach((shown) => toaster.showToast(shown));
  hostListeners.forEach((listener) => listener());
}

function loadToaster(): Promise<ToasterModule> {
  return cache
    .load('toaster', () => import('./toaster'))
    .then((toaster) => {
      showWaiting(toaster);
      return toaster;
    });
}

function loadToasterForWaiting(): void {
  loadToaster().catch(() => {
    // Kept waiting, not lost: the next toast or the connection's return asks again.
    window.addEventListener('online', loadToasterForWaiting, { once: true });
  });
}

/** Loads the toaster ahead of the first toast (when the browser is idle); never rejects. */
export function preloadToaster(): Promise<void> {
  return loadToaster().then(
    () => undefined,
    () => undefined,
  );
}

let counter = 0;

/**
 * Shows a toast and returns its id; a toast with a known id replaces the earlier one.
 * react-hot-toast's store is the only owner of shown toasts (its timers, pause and removal); it
 * loads with the first toast (src/components/toaster.tsx), which waits for it here.
 */
export function notify(input: ToastInput): string {
  counter += 1;
  const shown: Toast = {
    variant: 'success',
    dismissible: true,
    dismissTimer: toastTiming.shownMs,
    ...input,
    id: input.id ?? `toast-${counter}`,
  };
  const toaster = loadedToaster();
  if (toaster) {
    showWaiting(toaster);
    toaster.showToast(shown);
  } else {
    forget(shown.id);
    waiting.push(shown);
    loadToasterForWaiting();
  }
  return shown.id;
}

function forget(id: string): void {
  const at = waiting.findIndex((queued) => queued.id === id);
  if (at >= 0) waiting.splice(at, 1);
}

/** Closes a toast before its time (also one still waiting for the toaster). */
export function dismissToast(id: string): void {
  forget(id);
  loadedToaster()?.dismissShownToast(id);
}

/** Removes every toast at once, shown or waiting (tests start each from none). */
export function removeAllToasts(): void {
  waiting.length = 0;
  loadedToaster()?.removeShownToasts();
}

const subscribeHost = (listener: () => void) => {
  hostListeners.add(listener);
  return () => hostListeners.delete(listener);
};

/**
 * The toasts, newest first, top-right (spec §9) below the top bar; nothing until the toaster
 * has loaded, so the first page does not carry it.
 */
export function ToastHost() {
  const Toaster = useSyncExternalStore(subscribeHost, () => loadedToaster()?.Toaster);
  return Toaster ? createElement(Toaster) : null;
}
