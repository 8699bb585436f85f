import { onForbidden, onSessionExpired } from '@/api/http';
import { useSessionStore } from '@/stores/session-store';
import { signOutPending } from './sign-out';
import { unsentWorkSteps } from './unsent-work-steps';

/** A tab hidden longer than this has its user refreshed when it is shown again. */
export const REFRESH_AFTER_HIDDEN_MS = 5 * 60 * 1000;

let refreshing: Promise<void> | null = null;

/** GET /api/user/refresh merged into the signed-in user (spec §7); one at a time, never throws. */
function refreshUser(): void {
  const current = useSessionStore.getState().user;
  if (!current) return;
  refreshing ??= (async () => {
    const { refreshCurrentUser } = await import('@/api/users');
    const refreshed = await refreshCurrentUser(current);
    // Not when the user signed out (or someone else signed in) meanwhile.
    // Stryker disable next-line OptionalChaining: a throw here is caught below, and nothing is set either way
    if (useSessionStore.getState().user?.id === current.id) {
      useSessionStore.getState().setUser(refreshed);
    }
  })()
    .catch(() => undefined)
    .finally(() => {
      refreshing = null;
    });
}

/** Test helper: the refresh of the user under way, if any, once it is over. */
export function userRefreshSettled(): Promise<void> {
  return refreshing ?? Promise.resolve();
}

/**
 * Keeps roles and permissions current, so menus and buttons follow a role changed by an admin:
 * the user is refreshed after any 403 and when the tab comes back after REFRESH_AFTER_HIDDEN_MS.
 */
export function watchUserRefresh(): () => void {
  let hiddenSince: number | null = null;
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') {
      hiddenSince = Date.now();
      return;
    }
    const away = hiddenSince === null ? 0 : Date.now() - hiddenSince;
    hiddenSince = null;
    if (away > REFRESH_AFTER_HIDDEN_MS) refreshUser();
  };
  document.addEventListener('visibilitychange', onVisibility);
  const stopForbidden = onForbidden(() => refreshUser());
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    stopForbidden();
  };
}

/** Clears the user when the API says the session is gone; `onExpired` decides where to go. */
export function watchSessionExpiry(onExpired: () => void): () => void {
  return onSessionExpired(() => {
    const { status, user, clear } = useSessionStore.getState();
    // A guest's 401 (the start-up's locale write asks before anyone signs in) ends nothing; a
    // call answered after the user's own sign-out went out: that sign-out takes care of them.
    if (status !== 'signed-in' || signOutPending()) return;
    // Collected before the screens go: what they hold comes back after signing in again.
    // Stryker disable next-line ConditionalExpression: signed in, there is a user; this narrows the type
    if (user) void unsentWorkSteps().keepInterrupted(user.id);
    clear();
    onExpired();
  });
}
