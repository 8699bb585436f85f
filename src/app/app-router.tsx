import {
  createContext,
  startTransition,
  use,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { Router, type Location } from 'react-router-dom';
import { PagePathContext } from '@/hooks/use-page-path';
import { followPageChanges } from '@/lib/after-paint';
import { firstPageShown } from '@/lib/first-paint';
import { useNavStore } from '@/stores/nav-store';
import type { AppHistory } from './history';

/** What an entry loads before it is drawn (its code, language file, the start-up check). */
export interface EntryLoader {
  /** Starts the loads of `location` for this attempt; settles (never fails) when all did. */
  load: (location: Location, attempt: number) => Promise<unknown>;
  /** Whether `location` can be drawn at once: everything it needs is here. */
  ready: (location: Location) => boolean;
  /**
   * Whether the first entry, its loads ended, is drawn in one task rather than in a transition's
   * slices: when what it shows is at hand while answers that would start a transition over are
   * still to come.
   */
  firstDrawnAtOnce?: () => boolean;
}

interface Shown {
  location: Location;
  action: AppHistory['action'];
  /** How often the user asked to try this entry again (the error page's retry). */
  attempt: number;
}

interface PageChange {
  /** A page change or a retry is under way: the page on screen stays until the next is ready. */
  pending: boolean;
  attempt: number;
  /** Tries the current entry again: what failed loads anew, and the page mounts anew. */
  retry: () => void;
}

// What waits for the next page's frame (afterPaint) waits while `leavingTo` names a page.
followPageChanges(() => useNavStore.getState().leavingTo !== null);

const PageChangeContext = createContext<PageChange>({
  pending: false,
  attempt: 0,
  retry: () => undefined,
});

/** Whether a page change or retry is under way (the progress bar, the announcer). */
export const usePageChange = () => use(PageChangeContext);

/**
 * React Router in declarative mode over `history` (docs/architecture.md, "Router"). A new entry
 * is drawn once `loader` has loaded what it needs: until then the previous page stays on screen
 * and `pending` says so; `fallback` stands in on the first load.
 */
export function AppRouter({
  history,
  loader,
  fallback = null,
  children,
}: {
  history: AppHistory;
  loader?: EntryLoader;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const [shown, setShown] = useState<Shown | null>(() =>
    !loader || loader.ready(history.location)
      ? { location: history.location, action: history.action, attempt: 0 }
      : null,
  );
  // The entry (and attempt) on its way to the screen; null when none is.
  const [target, setTarget] = useState<{ key: string; attempt: number } | null>(null);
  const current = useRef(shown);

  const go = useCallback(
    (next: Shown, urgent = false) => {
      const show = () => {
        setTarget(null);
        setShown(next);
      };
      // Asked for (`flushSync`) where the next screen is what the user waits for, as the triage's
      // next kaizen or the dashboard after "Inloggen": drawn in one task once its loads are in,
      // not in slices that other tasks come between (at a phone's CPU the slices cost the
      // sign-in about a quarter of its time, docs/bench.md).
      const draw = (now: boolean) => (now ? flushSync(show) : startTransition(show));
      const arrive = () => {
        const { location } = history;
        // A later change or retry overtook this one: it draws its own entry when it is ready.
        if (location.key !== next.location.key) return;
        // Otherwise, as React Router's own routers do: the page change renders in a transition,
        // so anything that still waits (`use`) keeps the previous page on screen.
        draw(urgent || (current.current === null && loader?.firstDrawnAtOnce?.() === true));
      };
      if (!loader || (next.attempt === 0 && loader.ready(next.location))) {
        draw(urgent);
        return;
      }
      setTarget({ key: next.location.key, attempt: next.attempt });
      void loader.load(next.location, next.attempt).then(arrive);
    },
    [history, loader],
  );

  useLayoutEffect(() => {
    if (!current.current) go({ location: history.location, action: history.action, attempt: 0 });
    return history.listen((urgent) => {
      const { location, action } = history;
      useNavStore.setState({ leavingTo: location.pathname });
      go({ location, action, attempt: 0 }, urgent);
    });
  }, [history, go]);

  // At the commit, before the new page's own effects run (a list reads `leavingTo`).
  useLayoutEffect(() => {
    current.current = shown;
    if (shown) firstPageShown();
    // The newest entry is on screen: no page change is under way any more.
    if (shown?.location.key === history.location.key) useNavStore.setState({ leavingTo: null });
  }, [shown, history]);

  const retry = useCallback(() => {
    const on = current.current;
    if (on) go({ ...on, attempt: on.attempt + 1 });
  }, [go]);

  // A change of the search params alone (a list's filters) is no page change worth a bar.
  const pending =
    target !== null &&
    (shown === null || target.attempt > 0 || history.location.pathname !== shown.location.pathname);
  const attempt = shown?.attempt ?? 0;
  const navigation = useMemo(() => ({ pending, attempt, retry }), [pending, attempt, retry]);
  if (!shown) return fallback;
  return (
    <Router location={shown.location} navigationType={shown.action} navigator={history}>
      <PageChangeContext value={navigation}>
        <PagePathContext value={shown.location.pathname}>{children}</PagePathContext>
      </PageChangeContext>
    </Router>
  );
}
