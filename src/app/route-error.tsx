import { useRouteError } from 'react-router-dom';
import { env } from '@/config/env';
import { CrashPage } from '@/features/errors/crash-page';
import { ErrorPage } from '@/features/errors/error-page';
import { useSessionStore } from '@/stores/session-store';
import { classifyError, isDevelopmentHost } from './error-kind';
import { PublicLayout } from './layouts/public-layout';
import { SignedInLayout } from './layouts/signed-in-layout';

function ErrorContent({ error }: { error: unknown }) {
  const classified = classifyError(error);
  if (classified.kind === 'crash') {
    const showDetails = isDevelopmentHost(window.location.hostname, env.productionDomain);
    return <CrashPage error={error} showDetails={showDetails} />;
  }
  return (
    <ErrorPage variant={classified.kind} status={classified.status} message={classified.message} />
  );
}

/** Errors of a route inside a layout: the layout stays, the page shows the error. */
export function RouteErrorInLayout() {
  return <ErrorContent error={useRouteError()} />;
}

/** Spec §2: the signed-in layout when logged in, else the public one. */
function LayoutBySession({ children }: { children: React.ReactNode }) {
  const signedIn = useSessionStore((state) => state.user !== null);
  return signedIn ? (
    <SignedInLayout>{children}</SignedInLayout>
  ) : (
    <PublicLayout>{children}</PublicLayout>
  );
}

/** Errors that escaped every layout (the root's own). */
export function RouteError() {
  const error = useRouteError();
  return (
    <LayoutBySession>
      <ErrorContent error={error} />
    </LayoutBySession>
  );
}

export function NotFoundRoute({ variant }: { variant: 'not-found' | 'unavailable' }) {
  return (
    <LayoutBySession>
      <ErrorPage variant={variant} />
    </LayoutBySession>
  );
}
