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
import { pageRoutes, publicRoutes, type PageRoute as TablePage } from './route-table';

const page = ({
  path,
  load,
  namespace,
  permissions,
}: Pick<TablePage, 'path' | 'load' | 'namespace' | 'permissions'>): RouteObject => ({
  path,
  element: <PageRoute load={load} namespace={namespace} permissions={permissions} />,
});

const byGuard = (guard: TablePage['guard']) =>
  pageRoutes.filter((route) => route.guard === guard).map(page);

const toHome = <Navigate to={paths.home} replace />;

/**
 * React Router in declarative mode: lazy routes wrapped in guard components (docs/architecture.md,
 * "Router"). The root waits for the start-up check; each group's guard answers before its layout
 * and pages are drawn; a page waits for its code and language file.
 */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      { index: true, element: toHome },
      // The address Vite prints for the dev server (its base is /build/): the app, not a 404.
      { path: 'build', element: toHome },
      {
        element: <SignedOutRoute />,
        children: publicRoutes.map((route) => page({ ...route, permissions: [] })),
      },
      {
        element: <SignedInRoute />,
        children: [
          { element: <ActiveTeamRoute />, children: byGuard('team') },
          ...byGuard('signed-in'),
        ],
      },
      { path: paths.unavailable, element: <NotFoundRoute variant="unavailable" /> },
      { path: '*', element: <NotFoundRoute variant="not-found" /> },
    ],
  },
];
