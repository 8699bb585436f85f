import { NavigationType, type Location, type NavigateOptions, type To } from 'react-router-dom';
import { createPath } from 'react-router-dom';
import { locationOf, newKey, type AppHistory } from '@/app/history';
import { useNavStore } from '@/stores/nav-store';

/** A history kept in memory, opened at `entries` (the one at `index` current, else the last). */
export function createMemoryHistory(entries: string[], index = entries.length - 1): AppHistory {
  const stack = entries.map((entry) => locationOf(entry, null, newKey()));
  let current = index;
  let action = NavigationType.Pop;
  const listeners = new Set<(urgent: boolean) => void>();
  const changed = (next: NavigationType, urgent = false) => {
    action = next;
    for (const listener of listeners) listener(urgent);
  };
  return {
    get action() {
      return action;
    },
    get location() {
      return stack[current];
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    createHref: (to: To) => (typeof to === 'string' ? to : createPath(to)),
    encodeLocation(to: To) {
      const url = new URL(typeof to === 'string' ? to : createPath(to), 'http://localhost');
      return { pathname: url.pathname, search: url.search, hash: url.hash };
    },
    push(to: To, state?: unknown, options?: NavigateOptions) {
      stack.splice(current + 1, stack.length, locationOf(to, state, newKey()));
      current += 1;
      changed(NavigationType.Push, options?.flushSync === true);
    },
    replace(to: To, state?: unknown, options?: NavigateOptions) {
      stack[current] = locationOf(to, state, newKey());
      changed(NavigationType.Replace, options?.flushSync === true);
    },
    go(delta: number) {
      const next = Math.min(Math.max(current + delta, 0), stack.length - 1);
      if (next === current) return;
      current = next;
      changed(NavigationType.Pop);
    },
  };
}

/** What tests read of the router: the entry, how it was reached, and whether a change is on. */
export interface TestRouter {
  readonly state: {
    location: Location;
    historyAction: NavigationType;
    /**
     * 'idle' once the history's current entry is on screen and its page's effects ran (a
     * guard's `<Navigate>` among them): at start-up, only when the app has started, the
     * start-up check answered and the first page (or the guard's redirect target) is drawn.
     */
    navigation: { state: 'idle' | 'loading' };
  };
  /** Goes to `to` (or `delta` entries back or forward); resolves once its loads settled. */
  navigate(to: string | number): Promise<void>;
}

/**
 * The router tests read, over `history`. Call it before the app renders: the app is on its way
 * to its first entry then, as after any later navigation (the router's own history listener
 * sets `leavingTo`; it clears it once the newest entry is on screen).
 */
export function testRouter(
  history: AppHistory,
  settled: (location: Location) => Promise<unknown> = () => Promise.resolve(),
): TestRouter {
  useNavStore.setState({ leavingTo: history.location.pathname });
  // The entry the app's router draws (src/app/app-router.tsx): there once what it loads has
  // settled (before React draws it), not while its code is still on the way.
  let shown = history.location;
  history.listen(() => {
    const next = history.location;
    void settled(next).then(() => {
      if (history.location === next) shown = next;
    });
  });
  return {
    get state(): TestRouter['state'] {
      const idle = useNavStore.getState().leavingTo === null;
      // Nothing under way: the entry on screen is the history's current one.
      return {
        location: idle ? history.location : shown,
        historyAction: history.action,
        navigation: { state: idle ? 'idle' : 'loading' },
      };
    },
    async navigate(to) {
      if (typeof to === 'number') history.go(to);
      else history.push(to);
      await settled(history.location);
    },
  };
}
