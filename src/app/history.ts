import {
  createPath,
  NavigationType,
  parsePath,
  type Location,
  type NavigateOptions,
  type Navigator,
  type To,
} from 'react-router-dom';
import { afterFirstPaint } from '@/lib/first-paint';

/**
 * What the app's router needs from a history: React Router's `Navigator` (what `useNavigate`
 * and `<Link>` call), the current entry and a way to hear every change. The browser's is below;
 * tests pass one kept in memory (tests/utils/memory-history.ts).
 */
export interface AppHistory extends Navigator {
  readonly action: NavigationType;
  readonly location: Location;
  /**
   * Called after every change of entry: push, replace, and Back or Forward. `urgent` when the
   * navigation asked for React Router's `flushSync`: drawn at once rather than in a transition.
   */
  listen(listener: (urgent: boolean) => void): () => void;
}

/** What each entry keeps in `window.history.state`: the navigation's state and its key. */
interface EntryState {
  usr: unknown;
  key: string;
}

const isEntryState = (value: unknown): value is EntryState =>
  typeof value === 'object' && value !== null && 'key' in value && typeof value.key === 'string';

export const newKey = () => Math.random().toString(36).slice(2, 10);

/** A location of this app from `to` (a path or its parts), with its own state and key. */
export function locationOf(to: To, state: unknown, key: string): Location {
  const path = typeof to === 'string' ? parsePath(to) : to;
  return {
    pathname: path.pathname ?? '/',
    search: path.search ?? '',
    hash: path.hash ?? '',
    state: state ?? null,
    key,
  };
}

/**
 * The browser's history, as React Router's `BrowserRouter` keeps it: a router of our own
 * (src/app/app-router.tsx) renders each change in a transition.
 */
export function createBrowserHistory(): AppHistory {
  const listeners = new Set<(urgent: boolean) => void>();
  const keep = (entry: EntryState) => {
    try {
      window.history.replaceState(entry, '');
    } catch {
      // Not kept (Safari's limit on calls): this read's key still tells the entry apart.
    }
  };
  // The first entry's key is kept in it once the first page is painted: writing it is a
  // same-document navigation the browser process takes part in, about 30 ms of the start-up's
  // busiest task on a slow phone, and only a return to this entry (Back, Forward) reads it. The
  // app's own push keeps it first; an entry left or replaced before then is not written.
  const first: { unkept?: EntryState } = {};
  // An entry the app did not write (the first one loaded, a #fragment typed after the address,
  // another script's pushState) gets a key of its own, kept in the entry: the app tells entries
  // apart by their keys (what each loads, its error boundary), and one key shared by all such
  // entries gave one page's loads to another, which then drew nothing.
  const adopt = (later: boolean): EntryState => {
    const entry = { usr: null, key: newKey() };
    if (later) first.unkept = entry;
    else keep(entry);
    return entry;
  };
  const read = (later = false): Location => {
    const state: unknown = window.history.state;
    const entry = isEntryState(state) ? state : adopt(later);
    const { pathname, search, hash } = window.location;
    return locationOf({ pathname, search, hash }, entry.usr, entry.key);
  };
  let action = NavigationType.Pop;
  let location = read(true);
  afterFirstPaint(() => {
    // Unless another script has written the entry meanwhile (it is then no longer the one read).
    if (first.unkept && !isEntryState(window.history.state)) keep(first.unkept);
    first.unkept = undefined;
  });
  const changed = (next: NavigationType, urgent = false) => {
    first.unkept = undefined;
    action = next;
    location = read();
    for (const listener of listeners) listener(urgent);
  };
  window.addEventListener('popstate', () => changed(NavigationType.Pop));

  const write = (to: To, state: unknown, replace: boolean, options?: NavigateOptions) => {
    if (first.unkept && !replace) keep(first.unkept);
    const entry: EntryState = { usr: state ?? null, key: newKey() };
    const href = createHref(to);
    try {
      if (replace) window.history.replaceState(entry, '', href);
      else window.history.pushState(entry, '', href);
    } catch {
      // Safari allows only so many calls, and a state that cannot be cloned throws: load the page.
      window.location[replace ? 'replace' : 'assign'](href);
      return;
    }
    changed(replace ? NavigationType.Replace : NavigationType.Push, options?.flushSync === true);
  };
  const createHref = (to: To) => (typeof to === 'string' ? to : createPath(to));

  return {
    get action() {
      return action;
    },
    get location() {
      return location;
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    createHref,
    encodeLocation(to) {
      const url = new URL(createHref(to), window.location.origin);
      return { pathname: url.pathname, search: url.search, hash: url.hash };
    },
    push: (to, state, options) => write(to, state, false, options),
    replace: (to, state, options) => write(to, state, true, options),
    go: (delta) => window.history.go(delta),
  };
}
