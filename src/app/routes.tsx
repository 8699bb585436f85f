import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import {
  ActiveTeamRoute,
  NotFoundRoute,
  PageRoute,
  RootRoute,
  SignedInRoute,
  SignedOutRoute,
} from './route-gates';
import { matchPage } from './route-match';
import { pageRoutes, publicRoutes, type PageRoute as TablePage } from './route-table';

type TableRow = TablePage | (typeof publicRoutes)[number];
// Each row's route object, kept: the tree of one page (routesAt) reuses it.
const rowRoutes = new Map<TableRow, RouteObject>();

const page = (row: TableRow, permissions: TablePage['permissions']): RouteObject => {
  const { path, load, namespace } = row;
  const route = {
    path,
    element: <PageRoute load={load} namespace={namespace} permissions={permissions} />,
  };
  rowRoutes.set(row, route);
  return route;
};

const byGuard = (guard: TablePage['guard']) =>
  pageRoutes.filter((route) => route.guard === guard).map((row) => page(row, row.permissions));

const toHome = <Navigate to={paths.home} replace />;

// One element each, in the whole tree and in each page's: the guards' memos hold between them.
const root = <RootRoute />;
const signedOut = <SignedOutRoute />;
const signedIn = <SignedInRoute />;
const activeTeam = <ActiveTeamRoute />;
const notFound: RouteObject[] = [
  { path: paths.unavailable, element: <NotFoundRoute variant="unavailable" /> },
  { path: '*', element: <NotFoundRoute variant="not-found" /> },
];

/**
 * React Router in declarative mode: lazy routes wrapped in guard components (docs/architecture.md,
 * "Router"). The root waits for the start-up check; each group's guard answers before its layout
 * and pages are drawn; a page waits for its code and language file.
 */
const routes: RouteObject[] = [
  {
    element: root,
    children: [
      { index: true, element: toHome },
      // The address Vite prints for the dev server (its base is /build/): the app, not a 404.
      { path: 'build', element: toHome },
      { element: signedOut, children: publicRoutes.map((row) => page(row, [])) },
      {
        element: signedIn,
        children: [{ element: activeTeam, children: byGuard('team') }, ...byGuard('signed-in')],
      },
      ...notFound,
    ],
  },
];

const pageTrees = new Map<TableRow, RouteObject[]>();

/**
 * The routes React Router is given at `pathname`: for a page of the route table, that page
 * within its guards (and the not-found rows) instead of the whole tree, which React Router
 * flattens, ranks and compiles pattern by pattern at every page change; else the whole tree.
 */
export function routesAt(pathname: string): RouteObject[] {
  const match = matchPage(pathname);
  const route = match && rowRoutes.get(match.route);
  if (!match || !route) return routes;
  let tree = pageTrees.get(match.route);
  if (!tree) {
    const guarded = !match.signedIn
      ? { element: signedOut, children: [route] }
      : {
          element: signedIn,
          children:
            'guard' in match.route && match.route.guard === 'team'
              ? [{ element: activeTeam, children: [route] }]
              : [route],
        };
    tree = [{ element: root, children: [guarded, ...notFound] }];
    pageTrees.set(match.route, tree);
  }
  return tree;
}
