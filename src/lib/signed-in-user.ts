import { isApiError } from '@/api/api-error';
import { askCurrentUser, type UserAsked } from '@/api/current-user';
import { setSessionTeam } from '@/api/session';
import type { ActiveTeam, CurrentUser } from '@/api/schemas/user';
import { i18n } from '@/i18n/i18n';
import { useSessionStore } from '@/stores/session-store';
import { announceSession } from './device-session';
import { changeLocale, resolveLocale } from './locale';
import { noteTabUser } from './tab-user';

// The signed-in user made the app's: read, the server's session told their locale and team,
// their colour applied. The start-up check (./session.ts) and a sign-in in this tab both end here.

/**
 * What a sign-in in this tab tells as soon as the user is read (src/app/prefetch-next-pages.ts):
 * the user and their locale, once the session's locale and team writes are asked for, so a read
 * asked for then runs after them (session-turn.ts), beside the others asked then.
 */
export type SignInListener = (user: CurrentUser, locale: string) => void;

let signInListener: SignInListener | undefined;

/** Hands `listener` each sign-in in this tab. Returns the function that stops it. */
export function onSignIn(listener: SignInListener): () => void {
  signInListener = listener;
  return () => {
    if (signInListener === listener) signInListener = undefined;
  };
}

/**
 * After this tab's `POST /login` succeeded: the session cookie is the new user's from now on,
 * so every other tab hears at once that the previous one is over (before this tab has even
 * loaded the user: they must not send a request as the previous user meanwhile), and then who
 * the device is theirs now. `onUser` hears the user as soon as they are read, while the
 * session's writes still run.
 */
export async function signInHere(onUser?: (user: CurrentUser) => void): Promise<void> {
  announceSession(null);
  await signIn(undefined, (user, locale) => {
    signInListener?.(user, locale);
    onUser?.(user);
  });
  // Stryker disable next-line OptionalChaining: signIn has set the user or thrown
  announceSession(useSessionStore.getState().user?.id ?? null);
}

interface SessionWrites {
  locale: string;
  teamId: number | null;
  /** The team the server made active: undefined for none asked, null when it refused. */
  written: Promise<[void, ActiveTeam | null | undefined]>;
}

/** Tells the server the session's locale, then its active team (spec §4, §7). */
function askSessionWrites(locale: string, teamId: number | null): SessionWrites {
  const written = Promise.all([
    changeLocale(locale),
    teamId === null ? undefined : setSessionTeam(teamId).catch(teamNotRestored),
  ]);
  written.catch(() => undefined); // Awaited by the sign-in, unless the user's read failed first.
  return { locale, teamId, written };
}

/**
 * Loads the current user and makes their locale, team and colour the app's (spec §4, §7).
 * The session's writes are asked as soon as the user's answer is in (`UserAsked.choices`), not
 * once the user's schema code has loaded and read it: on a slow phone that code is a few hundred
 * milliseconds behind, and every read of the first page waits for the writes.
 * `onLocale` hears the user's locale as soon as it is known, before the server has answered;
 * `onUser` hears the user (and that locale) once the session's writes are asked for, so a
 * read it asks for then runs after them (session-turn.ts) and reads the session as they leave
 * it. `userAsked` is the user's read when it is under way already (the start-up asks beside its
 * check).
 */
export async function signIn(
  onLocale?: (locale: string) => void,
  onUser?: (user: CurrentUser, locale: string) => void,
  userAsked: UserAsked = askCurrentUser(),
  onDrawable?: () => void,
): Promise<void> {
  // Asked for beside the user, not after the session calls: one round trip less before /home.
  const theme = import('./theme');
  theme.catch(() => undefined); // Its failure shows where it is awaited.
  const shownLocale = i18n.language;
  const choices = await userAsked.choices;
  const early =
    choices &&
    askSessionWrites(
      resolveLocale(choices.locale ?? shownLocale, choices.languages),
      choices.activeTeamId,
    );
  if (early) onLocale?.(early.locale);
  const user = await userAsked.user;
  const locale = resolveLocale(
    user.locale ?? shownLocale,
    user.languages.map((language) => language.code),
  );
  const teamId = user.active_team?.id ?? null;
  // The parsed user is what counts, should the reading by hand ever differ from it.
  const agreed = early?.locale === locale && early.teamId === teamId;
  const writes = agreed ? early : askSessionWrites(locale, teamId);
  if (!agreed) onLocale?.(locale);
  // Loaded with the signed-in user: the stylesheet already holds the default colour's theme.
  const written = Promise.all([writes.written, theme]);
  onUser?.(user, locale);
  // From the first draw of their pages this tab is theirs: closing the tab beside it must not
  // make a reload of this one ask who is there, however long the writes below take.
  noteTabUser(user.id);
  // A reload in the language already on screen draws the user's pages now, from what the device
  // keeps, instead of three round trips later: the writes were asked first, so every read the
  // pages ask runs after them (session-turn.ts). Their answers then settle the user below.
  if (onDrawable && locale === i18n.language) {
    useSessionStore.getState().setUser({ ...user, locale });
    onDrawable();
  }
  const [[, team], { applyTheme, themeFor }] = await written;
  applyTheme(themeFor(user.color));
  // The session's answer may leave the members out where the user's team had them. Without an
  // answer (undefined) the user had no active team: the schema reads a missing one as null.
  const activeTeam = team ? { ...user.active_team, ...team } : null;
  useSessionStore.getState().setUser({ ...user, locale, active_team: activeTeam });
  // Stryker disable next-line OptionalChaining,StringLiteral: a team refused (null) was the user's active team
  const refused = team === null ? (user.active_team?.name ?? '') : null;
  useSessionStore.getState().setTeamNotRestored(refused);
}

/**
 * The server refused to make the user's last team active again (a 500, a 403 for a team they
 * left): that does not undo the sign-in. The user has no active team then and picks one, which
 * asks the server again; the team selection says why (`teamNotRestored`). No answer, or an
 * expired session, fails the sign-in as before.
 */
function teamNotRestored(error: unknown): null {
  const answered = isApiError(error) && error.kind === 'http' && !error.isSessionExpired;
  if (!answered) throw error;
  return null;
}
