import { isApiError } from '@/api/api-error';
import { checkVerified } from '@/api/auth';
import { askCurrentUser } from '@/api/current-user';
import { setSessionLocale, setSessionTeam } from '@/api/session';
import type { CurrentUser } from '@/api/schemas/user';
import { i18n, localeRememberedAtStart } from '@/i18n/i18n';
import { useSessionStore } from '@/stores/session-store';
import { nextTask } from '@/utils/next-task';
import { afterFirstPaint } from './first-paint';
import { countThisTab, signOutWhoLeft } from './left-device';
import { resetOpenTabs } from './open-tabs-loader';
import { finishSignOut, signOutPending } from './sign-out';
import { signIn } from './signed-in-user';
import { unsentWorkSteps } from './unsent-work-steps';

let started: Promise<void> | null = null;
/** Settles with `started`, or sooner: once a reload's signed-in user may be drawn. */
let drawable: Promise<void> | null = null;

/**
 * A failed start-up call with an answer (401, 419, ...) counts as signed out; one without an
 * answer (offline, a timeout) is raised, so a page opened offline says so (and tries again once
 * back online) instead of sending a signed-in user to the login page. So is a 503 (Laravel's
 * maintenance mode): it says nothing about the session either, and the error page says that the
 * application is in maintenance and tries again when the server said to.
 */
function unlessUnanswered<T>(fallback: T, onAnswered?: () => void) {
  return (error: unknown): T => {
    const unanswered =
      isApiError(error) &&
      (error.kind === 'network' || error.kind === 'timeout' || error.status === 503);
    if (unanswered) throw error;
    onAnswered?.();
    return fallback;
  };
}

/** While the start-up check runs: the locale it settles on. */
let startLocale: Promise<string> | null = null;
/** While the start-up check runs: the user it reads, null when signed out. */
let startUser: Promise<CurrentUser | null> | null = null;

/**
 * Start-up (spec §4): GET /verified; when true, the user; a false check, or one answered with
 * an error, means signed out. Runs once, and every entry's loads share it (the root route waits
 * for it before any guard answers); after a check that got no answer, the next call asks again.
 * `userLikely` (the first entry is behind sign-in; the first call decides): the user is asked
 * for beside the check, not a round trip after it, and taken only if the check says signed in;
 * a guest's 401 there is dropped.
 */
export function ensureSession({ userLikely = false } = {}): Promise<void> {
  return startSession(userLikely).started;
}

/**
 * Like `ensureSession`, for what the first draw waits for: on a reload whose language is
 * remembered, it settles once the user is read and the session's writes are asked, not answered.
 */
export function sessionDrawable({ userLikely = false } = {}): Promise<void> {
  return startSession(userLikely).drawable;
}

function startSession(userLikely: boolean) {
  if (started && drawable) return { started, drawable };
  let markDrawable: () => void = () => undefined;
  const early = new Promise<void>((resolve) => (markDrawable = resolve));
  const run = (async () => {
    let settleLocale: (locale: string) => void = () => undefined;
    const thisLocale = new Promise<string>((resolve) => (settleLocale = resolve));
    let settleUser: (user: CurrentUser | null) => void = () => undefined;
    const thisUser = new Promise<CurrentUser | null>((resolve) => (settleUser = resolve));
    startLocale = thisLocale;
    startUser = thisUser;
    unsentWorkSteps().atStart();
    try {
      countThisTab();
      // A sign-out the server has not heard yet leaves the device signed out whether or not it
      // gets through: the account is never reopened by itself. It is sent once the sign-in page
      // is on screen: the page does not wait for a server slow to answer it (its language file
      // would queue behind it).
      await signOutWhoLeft();
      const owesSignOut = signOutPending();
      // Stryker disable next-line ConditionalExpression: finishing with nothing owed sends nothing
      if (owesSignOut) afterFirstPaint(() => void finishSignOut());
      // A task after the check's: sending both, with the schema's preload link, made one task
      // of 100-150 ms at 4x CPU.
      const userAhead = userLikely && !owesSignOut ? askCurrentUser(nextTask()) : undefined;
      userAhead?.user.catch(() => undefined); // Read by the sign-in below, or not at all.
      const verified = !owesSignOut && (await checkVerified().catch(unlessUnanswered(false)));
      if (!verified) {
        settleLocale(i18n.language);
        useSessionStore.getState().clear();
        // Spec §7: the session locale is set on start, signed in or not. Once the first page
        // is painted: the answer changes nothing on screen, and the sign-in pages waited a
        // round trip for it. Signing in sets it again for the user.
        const locale = i18n.language;
        afterFirstPaint(() => void setSessionLocale(locale).catch(() => undefined));
        return;
      }
      const onDrawable = localeRememberedAtStart() ? markDrawable : undefined;
      await signIn(settleLocale, settleUser, userAhead, onDrawable).catch(
        unlessUnanswered(undefined, () => useSessionStore.getState().clear()),
      );
    } catch (error) {
      // No answer says nothing about the session: the next attempt asks again.
      started = null;
      drawable = null;
      throw error;
    } finally {
      settleLocale(i18n.language);
      settleUser(null);
      // A start-up forgotten as it ran (`resetSession`, a new document in the tests) ends
      // without clearing what the next one under way has set.
      if (startLocale === thisLocale) startLocale = null;
      if (startUser === thisUser) startUser = null;
    }
  })();
  started = run;
  drawable = Promise.race([early, run]);
  // Once drawn, a start-up that fails later is met by the pages' own reads failing; the next
  // entry starts it again (`started` is cleared).
  drawable.catch(() => undefined);
  return { started: run, drawable };
}

/**
 * The start-up check under way or done, without starting it, as the first draw waits for it
 * (`sessionDrawable`): null before it, and after one that got no answer.
 */
export function sessionUnderWay(): Promise<void> | null {
  return drawable;
}

/** Whether the start-up check is still running: a reload drawn before its writes answered. */
export const sessionStillStarting = (): boolean => startUser !== null;

/**
 * The locale a signed-in page's language file is fetched in. On a first visit the locale is the
 * browser's guess and a signed-in user's own may differ: the page waits for the user (one round
 * trip) rather than fetch its file in both languages. A remembered locale is used at once.
 */
export function pageLocale(): Promise<string> {
  if (localeRememberedAtStart()) return Promise.resolve(i18n.language);
  void ensureSession().catch(() => undefined);
  // Once the start is over, the app's locale is the user's (or the guest's).
  return startLocale ?? Promise.resolve(i18n.language);
}

/**
 * The signed-in user as soon as the start-up has read them, before the session's locale and
 * team writes have ended: reads asked for then run after those writes. Null when the start
 * finds nobody signed in (or has ended: the session store has the user then).
 */
export function userReadAtStart(): Promise<CurrentUser | null> {
  void ensureSession().catch(() => undefined);
  return startUser ?? Promise.resolve(null);
}

/** Test helper: forget the start-up check so the next guard runs it again, as a new document. */
export function resetSession(): void {
  started = null;
  drawable = null;
  startLocale = null;
  startUser = null;
  resetOpenTabs();
  useSessionStore.getState().setAskedPerson(null);
  useSessionStore.setState({ status: 'unknown', user: null });
}

/** Spec §4: tells the server first, then makes the team active. */
export async function changeTeam(teamId: number): Promise<void> {
  const team = await setSessionTeam(teamId);
  useSessionStore.getState().setActiveTeam(team);
}
