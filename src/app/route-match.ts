import { matchPath } from 'react-router-dom';
import type { RouteHandle } from './route-handle';
import { pageRoutes, publicRoutes, type PageRoute } from './route-table';

/** The route table's page at an address, with the path it matched. */
export interface TableMatch {
  route: PageRoute | (typeof publicRoutes)[number];
  signedIn: boolean;
  pathname: string;
  handle: RouteHandle;
}

// A fixed path before one with a parameter (/kaizen/approved, not /kaizen/:id).
const byFixedFirst = <R extends { path: string }>(routes: R[]) =>
  [...routes].sort((a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')));

// matchPath compiles its pattern into a RegExp at each call, so only a pattern that could match
// is tried: one with as many segments as the address (the table has no splats or optional
// segments), and a path without a parameter only for its own address (`cannotMatch`).
const depth = (path: string) => path.split('/').filter(Boolean).length;
const withDepth = <R extends { path: string }>(routes: R[]) =>
  byFixedFirst(routes).map((route) => ({ route, depth: depth(route.path) }));

const signedInPages = withDepth(pageRoutes);
const publicPages = withDepth(publicRoutes);

// matchPath compiles a pattern into a RegExp on every call, and an address is matched many
// times (its loads, the router's check, the title, the crumbs), each time against the whole
// table: a start-up on a phone's CPU spent tens of ms doing it again. The table never changes.
const matched = new Map<string, TableMatch | undefined>();
const KEPT_MATCHES = 50;

/**
 * The page of the route table at `pathname`, or undefined (the not-found pages, redirects):
 * what the breadcrumbs, the tab title and the loading of a page's code go by.
 */
export function matchPage(pathname: string): TableMatch | undefined {
  if (matched.has(pathname)) return matched.get(pathname);
  const match = matchInTable(pathname);
  matched.set(pathname, match);
  if (matched.size > KEPT_MATCHES) matched.delete(matched.keys().next().value ?? pathname);
  return match;
}

// As matchPath compares: case and trailing slashes aside.
const bare = (path: string) => path.replace(/\/+$/, '').toLowerCase();
const cannotMatch = (path: string, pathname: string) =>
  !path.includes(':') && bare(path) !== bare(pathname);

function matchInTable(pathname: string): TableMatch | undefined {
  const segments = depth(pathname);
  for (const { route, depth: routeDepth } of signedInPages) {
    if (routeDepth !== segments || cannotMatch(route.path, pathname)) continue;
    const match = matchPath(route.path, pathname);
    if (match) {
      const handle = {
        crumb: route.crumb,
        rootCrumb: route.rootCrumb ?? 'home',
        namespace: route.namespace,
      };
      return { route, signedIn: true, pathname: match.pathname, handle };
    }
  }
  for (const { route, depth: routeDepth } of publicPages) {
    if (routeDepth !== segments || cannotMatch(route.path, pathname)) continue;
    const match = matchPath(route.path, pathname);
    if (match) {
      // A signed-out page is named by its own title (its h1), for the tab and the announcement.
      const handle: RouteHandle = {
        rootCrumb: 'home',
        namespace: route.namespace,
        crumb: `${route.namespace}:title`,
      };
      return { route, signedIn: false, pathname: match.pathname, handle };
    }
  }
  return undefined;
}

/** `/` and the address Vite prints (`/build`): straight on to /home. */
export const isRedirect = (pathname: string) =>
  ['/', '/build'].some((path) => matchPath(path, pathname) !== null);
