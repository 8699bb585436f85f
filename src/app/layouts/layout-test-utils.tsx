import { toast } from 'react-hot-toast/headless';
import { ToastHost } from '@/components/toasts';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { z } from 'zod/mini';
import { currentUserSchema, type CurrentUser } from '@/api/schemas/user';
import { setRequestLocale } from '@/api/http';
import { i18n } from '@/i18n/i18n';
import enBase from '@/mocks/lang/en/base.json';
import nlBase from '@/mocks/lang/nl/base.json';
import { useNavStore } from '@/stores/nav-store';
import { useSessionStore } from '@/stores/session-store';
import { buildCompany, buildCurrentUser } from '@tests/factories';
import { answer } from '@tests/utils/api';
import { renderRoutes } from '@tests/utils/render-routes';
import type { RouteHandle } from '../route-handle';
import { RouteMatcherContext, type CrumbMatch } from './breadcrumb-trail';
import { SignedInLayout } from './signed-in-layout';

/** Dutch messages, a wide desktop navigation, no toasts: the state every layout test starts in. */
export async function resetLayoutState() {
  i18n.addResourceBundle('nl', 'base', nlBase, true, true);
  i18n.addResourceBundle('en', 'base', enBase, true, true);
  await i18n.changeLanguage('nl');
  setRequestLocale(undefined);
  useNavStore.setState({ open: true, mobile: false });
  toast.remove();
  useSessionStore.setState({ user: null, status: 'unknown' });
  // The top bar names the logo after the company.
  answer('get', '*/api/company', buildCompany({ name: 'Acme Verpakkingen' }));
}

/** Signs a user in the way the start-up check would leave them. */
export function signInAs(overrides: Partial<z.input<typeof currentUserSchema>> = {}): CurrentUser {
  const user = currentUserSchema.parse(buildCurrentUser({ name: 'Anna de Vries', ...overrides }));
  useSessionStore.setState({ user, status: 'signed-in' });
  return user;
}

const page = (path: string, title: string, handle?: RouteHandle): RouteObject => ({
  path,
  handle,
  element: <h1>{title}</h1>,
});

// The layout learns a page's crumbs from the stand-in routes' handles, not the route table.
function standInMatch(pathname: string): CrumbMatch | undefined {
  const match = matchRoutes(testRoutes, pathname)?.findLast((candidate) => candidate.route.handle);
  return match ? { pathname: match.pathname, handle: match.route.handle } : undefined;
}

const testRoutes: RouteObject[] = [
  page('/login', 'Login page'),
  {
    element: (
      <RouteMatcherContext value={standInMatch}>
        <SignedInLayout />
      </RouteMatcherContext>
    ),
    children: [
      page('/home', 'Home page', { rootCrumb: 'home', namespace: 'home.home' }),
      page('/my-kaizens', 'My kaizens page', { rootCrumb: 'my-kaizens', namespace: 'x' }),
      page('/user', 'User page', { crumb: 'user.title', rootCrumb: 'home', namespace: 'x' }),
      page('/move-multiple-kaizens', 'Move page', {
        crumb: 'kaizen.move_title',
        rootCrumb: 'home',
        namespace: 'x',
      }),
      page('*', 'Other page'),
    ],
  },
];

/** The signed-in layout around stand-in pages, opened at `entries` (the last one current). */
export function renderLayout(entries: string[] = ['/home']) {
  return renderRoutes(testRoutes, entries, <ToastHost />);
}
