import { createContext, use } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { RouteHandle } from '../route-handle';
import { matchPage } from '../route-match';

/** Spec §3: a crumb is a translation key (base namespace) and the path it leads to. */
export interface Breadcrumb {
  name: string;
  path: string;
}

/** A matched route: the path it matched and its metadata. */
export interface CrumbMatch {
  pathname: string;
  handle: unknown;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  if (typeof handle !== 'object' || handle === null || !('rootCrumb' in handle)) return false;
  return handle.rootCrumb === 'home' || handle.rootCrumb === 'my-kaizens';
}

const rootCrumbs: Record<RouteHandle['rootCrumb'], Breadcrumb> = {
  home: { name: 'home.title', path: paths.home },
  'my-kaizens': { name: 'my_kaizens.title', path: paths.myKaizens },
};

/**
 * Spec §2: home (or 'my kaizens' on the personal pages), then the deepest route's own crumb.
 * Without a route handle (a not-found page) there is no trail.
 */
export function breadcrumbTrail(matches: readonly CrumbMatch[]): Breadcrumb[] {
  const match = matches.findLast((candidate) => isRouteHandle(candidate.handle));
  if (!match || !isRouteHandle(match.handle)) return [];
  const root = rootCrumbs[match.handle.rootCrumb];
  const { crumb } = match.handle;
  return crumb ? [root, { name: crumb, path: match.pathname }] : [root];
}

/**
 * How the layout learns which route is at a path, with its metadata: the route table (the
 * router in declarative mode keeps none); layout tests give their stand-in routes.
 */
export const RouteMatcherContext =
  createContext<(pathname: string) => CrumbMatch | undefined>(matchPage);

/** The trail of the page on screen. */
export function useBreadcrumbTrail(): Breadcrumb[] {
  const { pathname } = useLocation();
  const match = use(RouteMatcherContext)(pathname);
  return breadcrumbTrail(match ? [match] : []);
}
