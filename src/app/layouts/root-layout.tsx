import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { PageProgress } from '@/components/page-progress';
import { ToastHost } from '@/components/toast-host';
import { loginPath, paths } from '@/config/paths';
import { watchSessionExpiry } from '@/lib/session';

/** Above every layout: the loading bar, the toasts and the reaction to an expired session. */
export function RootLayout() {
  const navigation = useNavigation();
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
        if (pathname !== paths.login) void navigate(loginPath(`${pathname}${search}`));
      }),
    [navigate],
  );

  return (
    <>
      {navigation.state === 'loading' ? <PageProgress /> : null}
      <Outlet />
      <ToastHost />
    </>
  );
}
