import { redirect, type RouteObject, type ShouldRevalidateFunction } from 'react-router-dom';
import { paths } from '@/config/paths';
import { loadBaseMessages } from '@/i18n/language-files';
import { ensureSession, pageLocale } from '@/lib/session';
import { requireActiveTeam, requirePermission, requireSignedIn, requireSignedOut } from './guards';
import { layoutRoute, pageRoute } from './page-code';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { pageRoutes, publicRoutes, type PageRoute } from './route-table';
import { NotFoundRoute, RouteError, RouteErrorInLayout } from './route-error';
import { PageProgress } from '@/components/page-progress';
import type { RouteHandle } from './route-handle';

// The guards answer per page: a change of the search params alone (a list's filters, page or
// view) does not run them again, so it is instant and two quick changes cannot cancel each other.
const unlessSearchOnly: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

function toRouteObject(route: PageRoute): RouteObject {
  const handle: RouteHandle = {
    crumb: route.crumb,
    rootCrumb: route.rootCrumb ?? 'home',
    namespace: route.namespace,
  };
  return {
    path: route.path,
    handle,
    ...pageRoute(
      route.namespace,
      route.load,
      route.permissions.length > 0 ? requirePermission(route.permissions) : undefined,
      pageLocale,
    ),
    shouldRevalidate: unlessSearchOnly,
  };
}

/**
 * The not-found pages have no language file of their own, but their layout's navigation and
 * top bar need `base`. A failed load still shows the page: its own texts ship with the app.
 */
async function baseMessagesLoader() {
  await loadBaseMessages().catch(() => undefined);
  return null;
}

const signedInLayout = () =>
  import('./layouts/signed-in-layout').then((module) => module.SignedInLayout);

const byGuard = (guard: PageRoute['guard']) =>
  pageRoutes.filter((route) => route.guard === guard).map(toRouteObject);

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    loader: async () => {
      await ensureSession();
      return null;
    },
    shouldRevalidate: unlessSearchOnly,
    hydrateFallbackElement: <PageProgress />,
    errorElement: <RouteError />,
    children: [
      { index: true, loader: () => redirect(paths.home) },
      // The address Vite prints for the dev server (its base is /build/): the app, not a 404.
      { path: 'build', loader: () => redirect(paths.home) },
      {
        element: <PublicLayout />,
        loader: requireSignedOut,
        shouldRevalidate: unlessSearchOnly,
        children: [
          {
            errorElement: <RouteErrorInLayout />,
            children: publicRoutes.map((route) => ({
              path: route.path,
              handle: { rootCrumb: 'home', namespace: route.namespace } satisfies RouteHandle,
              ...pageRoute(route.namespace, route.load),
            })),
          },
        ],
      },
      {
        // On demand: navigation, top bar and their dropdowns stay out of the /login first load.
        ...layoutRoute(signedInLayout, requireSignedIn),
        shouldRevalidate: unlessSearchOnly,
        children: [
          {
            errorElement: <RouteErrorInLayout />,
            children: [
              {
                loader: requireActiveTeam,
                shouldRevalidate: unlessSearchOnly,
                children: byGuard('team'),
              },
              ...byGuard('signed-in'),
            ],
          },
        ],
      },
      {
        path: paths.unavailable,
        loader: baseMessagesLoader,
        element: <NotFoundRoute variant="unavailable" />,
      },
      { path: '*', loader: baseMessagesLoader, element: <NotFoundRoute variant="not-found" /> },
    ],
  },
];
