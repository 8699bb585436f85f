import { createElement, use, useMemo, useState, type ComponentType } from 'react';
import { Navigate, Outlet, useLocation, type Location } from 'react-router-dom';
import type { AppPermission } from '@/lib/permissions';
import { usePageChange } from './app-router';
import { mayOpenRoute, requireActiveTeam, requireSignedIn, requireSignedOut } from './guards';
import { loadedCode } from './page-code';
import { RootLayout } from './layouts/root-layout';
import { PublicLayout } from './layouts/public-layout';
import { NotFoundPage, PageErrorBoundary } from './route-error';
import { pageIsLoaded, routeLoads, signedInLayout } from './route-loads';
import { RouteStatusError } from './route-status';
import { outcomeOf } from './settled';

/** What the current entry loads (started when it was pushed), for this attempt. */
function useRouteLoads() {
  const location = useLocation();
  const { attempt } = usePageChange();
  return routeLoads(location, attempt);
}

/**
 * What a load of this entry gave; its failure is thrown, for the nearest error boundary. The
 * router draws an entry once its loads settled, so the waiting (`use`) is only a safety net.
 */
function useSettled<T>(load: Promise<T> | undefined): T | undefined {
  // Stryker disable next-line ConditionalExpression: `use` of a settled load gives its outcome too, a render later
  const outcome = load && outcomeOf(load);
  // Stryker disable next-line ConditionalExpression,BooleanLiteral: no load is under way here (the router waited), so only the safety net changes
  if (load && !outcome) return use(load);
  if (outcome && !outcome.ok) throw outcome.error;
  return outcome?.value;
}

/**
 * A guard's answer, asked again only when the path changes: a change of the search params
 * alone (a list's filters, page or view) does not run the guards again.
 */
function usePerPath<T>(decide: (location: Location) => T): T {
  const location = useLocation();
  // Stryker disable next-line ObjectLiteral: an empty first answer is decided again at once, a render later
  const [decided, setDecided] = useState(() => ({
    pathname: location.pathname,
    answer: decide(location),
  }));
  if (decided.pathname === location.pathname) return decided.answer;
  const next = { pathname: location.pathname, answer: decide(location) };
  setDecided(next);
  return next.answer;
}

/** The root route: the start-up check (spec §4) before any guard answers, then the layout. */
export function RootRoute() {
  useSettled(useRouteLoads().session);
  return <RootLayout />;
}

/** The logged-out pages: a signed-in user goes to /home. */
export function SignedOutRoute() {
  const redirect = usePerPath(requireSignedOut);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <PublicLayout>
      <PageErrorBoundary>
        <Outlet />
      </PageErrorBoundary>
    </PublicLayout>
  );
}

/** The signed-in pages: to /login without a session, else in their layout (its own chunk). */
export function SignedInRoute() {
  const redirect = usePerPath(requireSignedIn);
  const { layout } = useRouteLoads();
  // Its failure shows only when the user may in: a redirect wins.
  const settled = useSettled(redirect || loadedCode(signedInLayout) ? undefined : layout);
  // One element for every page: the layout keeps its chrome (memo) through a page change, and
  // the boundary and the outlet follow the address by themselves.
  const page = useMemo(
    () => (
      <PageErrorBoundary>
        <Outlet />
      </PageErrorBoundary>
    ),
    [],
  );
  if (redirect) return <Navigate to={redirect} replace />;
  const Layout = loadedCode(signedInLayout) ?? settled;
  // Stryker disable next-line ConditionalExpression,StringLiteral: the load gave the layout or threw above; this narrows the type
  if (!Layout) throw new Error('the signed-in layout was not loaded');
  return createElement(Layout, null, page);
}

/** The pages that need an active team. */
export function ActiveTeamRoute() {
  const redirect = usePerPath(requireActiveTeam);
  if (redirect) return <Navigate to={redirect} replace />;
  return <Outlet />;
}

interface PageProps {
  load: () => Promise<ComponentType>;
  namespace: string;
  permissions: readonly AppPermission[];
}

/** The page, once its code and language file are here; a route the user may not open: 403. */
export function PageRoute({ load, namespace, permissions }: PageProps) {
  const allowed = usePerPath((location) => mayOpenRoute(permissions, location));
  const { page } = useRouteLoads();
  useSettled(allowed && !pageIsLoaded({ load, namespace }) ? page : undefined);
  if (!allowed) throw new RouteStatusError(403);
  return <LoadedPage load={load} />;
}

/** The page `load` gave, once loaded. */
function LoadedPage({ load }: { load: () => Promise<ComponentType> }) {
  const Page = loadedCode(load);
  return Page ? createElement(Page) : null;
}

/** The not-found pages: no language file of their own, but their layout needs `base`. */
export function NotFoundRoute({ variant }: { variant: 'not-found' | 'unavailable' }) {
  useSettled(useRouteLoads().base);
  return <NotFoundPage variant={variant} />;
}
