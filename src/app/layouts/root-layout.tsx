import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { OfflineBanner } from '@/components/offline-banner';
import { PageProgress } from '@/components/page-progress';
import { ToastHost } from '@/components/toasts';
import { usePageChange } from '../app-router';
import { RouteAnnouncer } from './route-announcer';
import { loginPath, paths } from '@/config/paths';
import { isApiError } from '@/api/api-error';
import { useKaizenFilterLifetime } from '@/features/kaizen/list/use-kaizen-filter-lifetime';
import { notifyApiError } from '@/components/notify-api-error';
import { watchSessionExpiry, watchUserRefresh } from '@/lib/session-watch';
import { useOnePersonPerDevice } from '../use-one-person-per-device';

// API errors no screen handled itself become a toast instead of vanishing (docs/decisions.md,
// "Unhandled API errors").
function toastUnhandledApiErrors(event: PromiseRejectionEvent) {
  if (!isApiError(event.reason) || event.reason.isSessionExpired) return;
  event.preventDefault();
  notifyApiError(event.reason);
}

/** Above every layout: the loading bar, the toasts and the reaction to an expired session. */
export function RootLayout() {
  const { pending } = usePageChange();
  // Here rather than in the signed-in layout: it must also see the way out to /login.
  useKaizenFilterLifetime();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);

  useEffect(
    () =>
      watchSessionExpiry(() => {
        const { pathname, search } = here.current;
        if (pathname !== paths.login) {
          void navigate(loginPath(`${pathname}${search}`), { state: { sessionExpired: true } });
        }
      }),
    [navigate],
  );

  useEffect(() => watchUserRefresh(), []);
  useOnePersonPerDevice();

  useEffect(() => {
    window.addEventListener('unhandledrejection', toastUnhandledApiErrors);
    return () => window.removeEventListener('unhandledrejection', toastUnhandledApiErrors);
  }, []);

  return (
    <>
      {pending ? <PageProgress /> : null}
      <OfflineBanner />
      <Outlet />
      <RouteAnnouncer />
      <ToastHost />
    </>
  );
}
