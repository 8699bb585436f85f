import type { ApiError } from '../api-error';

type FailureListener = (error: ApiError) => void;
const sessionExpiredListeners = new Set<FailureListener>();
const forbiddenListeners = new Set<FailureListener>();
const savedUnreadableListeners = new Set<() => void>();

// Calls whose 401/422 mean "wrong credentials or token", not "your session ran out".
const AUTH_PATHS = [
  '/login',
  '/login-type',
  '/verified',
  '/api/password/',
  '/api/home/sign-up',
  '/api/check/token/',
];

/** Subscribes to 401/419 answers from the API; returns the unsubscribe function. */
export function onSessionExpired(listener: FailureListener): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

/** Subscribes to 403 answers (a right the client thought the user had); returns the unsubscribe. */
export function onForbidden(listener: FailureListener): () => void {
  forbiddenListeners.add(listener);
  return () => forbiddenListeners.delete(listener);
}

/**
 * Subscribes to writes the server did but answered unreadably (after the client's own re-send,
 * if it may make one): what is on screen may be out of date. Returns the unsubscribe.
 */
export function onSavedUnreadable(listener: () => void): () => void {
  savedUnreadableListeners.add(listener);
  return () => savedUnreadableListeners.delete(listener);
}

/** Tells the listeners of a failed call to `path` that the session ran out or a right is gone. */
export function announceFailure(error: ApiError, path: string): void {
  if (error.isSessionExpired && !AUTH_PATHS.some((p) => path.startsWith(p))) {
    sessionExpiredListeners.forEach((listener) => listener(error));
  }
  if (error.status === 403) forbiddenListeners.forEach((listener) => listener(error));
}

export function announceSavedUnreadable(): void {
  savedUnreadableListeners.forEach((listener) => listener());
}
