import type { ComponentType } from 'react';
import { createPath, type Location } from 'react-router-dom';
import { i18n } from '@/i18n/i18n';
import { isLanguageFileLoaded, loadBaseMessages, loadLanguageFile } from '@/i18n/language-files';
import {
  ensureSession,
  pageLocale,
  sessionDrawable,
  sessionStillStarting,
  sessionUnderWay,
  userReadAtStart,
} from '@/lib/session';
import { useSessionStore } from '@/stores/session-store';
import { nextTask } from '@/utils/next-task';
import type { EntryLoader } from './app-router';
import { loadCode, loadedCode, PageOfflineError } from './page-code';
import { isRedirect, matchPage } from './route-match';
import { outcomeOf, track } from './settled';
import { signedInLayoutModule } from './signed-in-layout-module';

// On demand: navigation, top bar and their dropdowns stay out of the /login first load.
export const signedInLayout = (): Promise<ComponentType> =>
  signedInLayoutModule().then((module) => module.SignedInLayout);

/** What an entry needs before it is drawn; each part is read where its failure shows. */
export interface RouteLoads {
  /**
   * The start-up check (spec §4), before any guard answers: the root route. Settled once the
   * entry may be drawn (`sessionDrawable`): on a reload, before the session's writes answer.
   */
  session: Promise<void>;
  /** The signed-in layout's code, for a signed-in page: its guard, once it lets the user in. */
  layout?: Promise<ComponentType>;
  /** The page's code and language file: the page, inside its layout. */
  page: Promise<void>;
  /** `base` for a route without a language file (the not-found pages); never fails. */
  base: Promise<void>;
  /** Settles (never fails) once the entry can be drawn: what it shows has loaded or failed. */
  settled: Promise<unknown>;
}

// Per entry (its key) and attempt, so each navigation loads once: a failure stays for that
// entry (its error page shows it); the next entry or a retry asks again, and the one cache of
// what loads on demand (src/utils/load-once.ts) keeps what already loaded.
const runs = new Map<string, RouteLoads>();
const KEPT_RUNS = 20;

/** Whether a group's guard sends the user elsewhere: then its layout and page are not waited for. */
function sentAway(signedIn: boolean): boolean {
  return (useSessionStore.getState().user !== null) !== signedIn;
}

/**
 * A signed-in first entry's data is read as soon as the start-up has read the user, beside the
 * session's writes and the page's language file and code, not once they are all in and the
 * layout starts drawing: the layout takes the client it was read for (`layoutClient`). What
 * fails here, the page asks again.
 */
async function readFirstDataAhead(pathname: string): Promise<void> {
  // Its code comes beside the user's read: the reads are then asked for while the session's
  // writes still run, and go out as soon as they end.
  const prepare = import('./layouts/layout-client').then((module) => module.prepareLayoutClient);
  prepare.catch(() => undefined); // Not awaited when nobody is signed in.
  const user = await userReadAtStart();
  if (user) await (await prepare)(user, pathname);
}

function startLoads(location: Location): RouteLoads {
  const target = new URL(createPath(location), window.location.origin);
  const match = matchPage(location.pathname);
  const session = track(sessionDrawable({ userLikely: match?.signedIn === true }));
  // A first entry behind sign-in sends the session check in this task and adds its code's
  // preload links in the next: together they made one task of about 100 ms at 4x CPU, and the
  // code is not needed before the user's answer, two round trips later.
  const deferred = match?.signedIn === true && runs.size === 0;
  const soon = <T>(start: () => Promise<T>): Promise<T> =>
    deferred ? nextTask().then(start) : start();
  const layout = match?.signedIn
    ? track(soon(() => loadCode('layout', signedInLayout, target)))
    : undefined;
  let page = Promise.resolve();
  // What a reload drawn before the session's writes answer waits for besides its code: the
  // first screen's answers kept on the device, or the whole start-up, whichever comes first
  // (a long list read from the device can take longer than the server).
  let kept: Promise<unknown> = Promise.resolve();
  if (match) {
    const { namespace, load } = match.route;
    const code = soon(() => loadCode(namespace, load, target));
    // The first entry's first data is asked for as the signed-in layout starts drawing
    // (`readPageAhead`): its module comes beside the code. Later pages find the layout there.
    if (runs.size === 0 && 'firstData' in match.route) {
      const { firstData } = match.route;
      void soon(firstData).catch(() => undefined);
      if (match.signedIn) {
        const ahead = soon(() => readFirstDataAhead(location.pathname));
        kept = Promise.race([ahead, ensureSession()]).catch(() => undefined);
      }
    }
    // A signed-in page's file waits for the user's locale when it may still be settling.
    const locale = match.signedIn ? pageLocale() : Promise.resolve(undefined);
    const language = locale
      .then((settled) => loadLanguageFile(namespace, settled))
      .catch((error: unknown) => {
        throw navigator.onLine ? error : new PageOfflineError();
      });
    page = track(Promise.all([code, language]).then(() => undefined));
  }
  // The not-found pages still show when `base` did not load: their own texts ship with the app.
  const notFound = !match && !isRedirect(location.pathname);
  const base = track(notFound ? loadBaseMessages().catch(() => undefined) : Promise.resolve());
  const settled = session
    .then(() =>
      match && sentAway(match.signedIn) ? undefined : Promise.all([layout, page, base, kept]),
    )
    .catch(() => undefined);
  return { session, layout, page, base, settled };
}

/**
 * Starts (once per entry and attempt) everything the entry at `location` needs, side by side:
 * the start-up check, the signed-in layout's code, the page's code and language file.
 */
export function routeLoads(location: Location, attempt = 0): RouteLoads {
  const key = `${location.key}:${attempt}`;
  let loads = runs.get(key);
  if (!loads) {
    loads = startLoads(location);
    runs.set(key, loads);
    if (runs.size > KEPT_RUNS) runs.delete(runs.keys().next().value ?? key);
  }
  return loads;
}

/** Whether a page's code and language file are here: it is drawn at once, without waiting. */
export function pageIsLoaded(page: { load: () => Promise<ComponentType>; namespace: string }) {
  return loadedCode(page.load) !== undefined && isLanguageFileLoaded(page.namespace, i18n.language);
}

/** The app's router waits for these before it draws an entry (src/app/app-router.tsx). */
export const entryLoader: EntryLoader = {
  load: (location, attempt) => routeLoads(location, attempt).settled,
  // A reload drawn from the answers the device keeps, before the start-up's writes answered:
  // those answers, and the reads' after them, each started a transition's render over, and at a
  // phone's CPU it reached the screen 520-650 ms after its loads, in one task 160-190 ms
  // (docs/bench.md). A first visit is drawn once the writes are in, as its reads answer: in a
  // transition, so that they come with it.
  firstDrawnAtOnce: sessionStillStarting,
  // A change of the search params alone, or a page visited before: drawn at once.
  ready(location) {
    // Not started here: the entry's loads start it, knowing whether the user is likely asked.
    const session = sessionUnderWay();
    if (!session || outcomeOf(track(session))?.ok !== true) return false;
    const match = matchPage(location.pathname);
    if (!match) return outcomeOf(routeLoads(location).base) !== undefined;
    if (sentAway(match.signedIn)) return true;
    if (match.signedIn && loadedCode(signedInLayout) === undefined) return false;
    return pageIsLoaded(match.route);
  },
};
