import { checkVerified, logout as logoutRequest } from '@/api/auth';
import { onSessionExpired } from '@/api/http';
import { setSessionLocale, setSessionTeam } from '@/api/session';
import { i18n } from '@/i18n/i18n';
import { useSessionStore } from '@/stores/session-store';
import { changeLocale, resolveLocale } from './locale';
import { applyTheme, themeFor } from './theme';

let started: Promise<void> | null = null;

/** Loads the current user and makes their locale, team and colour the app's (spec §4, §7). */
export async function signIn(): Promise<void> {
  // The user's schema needs zod; loaded here so a signed-out first page never pays for it.
  const { fetchCurrentUser } = await import('@/api/users');
  const user = await fetchCurrentUser();
  const locale = resolveLocale(
    user.locale ?? i18n.language,
    user.languages.map((language) => language.code),
  );
  const [, team] = await Promise.all([
    changeLocale(locale),
    user.active_team ? setSessionTeam(user.active_team.id) : Promise.resolve(null),
  ]);
  applyTheme(themeFor(user.color));
  useSessionStore.getState().setUser({ ...user, locale, active_team: team ?? user.active_team });
}

/**
 * Start-up (spec §4): GET /verified; when true, the user; a false or failed check means
 * signed out. Runs once; every guard awaits the same promise.
 */
export function ensureSession(): Promise<void> {
  started ??= (async () => {
    const verified = await checkVerified().catch(() => false);
    if (!verified) {
      useSessionStore.getState().clear();
      // Spec §7: the session locale is set on start, signed in or not.
      await setSessionLocale(i18n.language).catch(() => undefined);
      return;
    }
    try {
      await signIn();
    } catch {
      useSessionStore.getState().clear();
    }
  })();
  return started;
}

/** Test helper: forget the start-up check so the next guard runs it again. */
export function resetSession(): void {
  started = null;
  useSessionStore.setState({ status: 'unknown', user: null });
}

/** Spec §4: GET /logout, clear the user; the caller navigates to /login. */
export async function signOut(): Promise<void> {
  try {
    await logoutRequest();
  } finally {
    useSessionStore.getState().clear();
    applyTheme(themeFor(null));
  }
}

/** Spec §4: tells the server first, then makes the team active. */
export async function changeTeam(teamId: number): Promise<void> {
  const team = await setSessionTeam(teamId);
  useSessionStore.getState().setActiveTeam(team);
}

/** Clears the user when the API says the session is gone; `onExpired` decides where to go. */
export function watchSessionExpiry(onExpired: () => void): () => void {
  return onSessionExpired(() => {
    if (useSessionStore.getState().status !== 'signed-in') return;
    useSessionStore.getState().clear();
    onExpired();
  });
}
