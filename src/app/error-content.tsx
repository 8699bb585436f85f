/**
 * The error and not-found pages' content: a chunk of its own, off the first load,
 * fetched once the first page is on screen so it is there when the connection goes later
 * (src/app/route-error.tsx).
 */
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { lazyPart } from '@/components/lazy-part';
import { OfflineBanner } from '@/components/offline-banner';
import { PageProgress } from '@/components/page-progress';
import { env } from '@/config/env';
import { useRetryWhenAsked } from '@/hooks/use-retry-when-asked';
import { loadBaseMessages } from '@/i18n/language-files';
import { ErrorPage } from '@/features/errors/error-page';
import { useSessionStore } from '@/stores/session-store';
import { usePageChange } from './app-router';
import { componentStackOf, subscribeComponentStacks } from './component-stacks';
import { classifyError, isDevelopmentHost } from './error-kind';
import { signedInLayoutModule } from './signed-in-layout-module';
import { PublicLayout } from './layouts/public-layout';

/** Offline, the page is tried again by itself the moment the connection is back. */
function useRetryWhenOnline(offline: boolean, retry: () => void) {
  useEffect(() => {
    if (!offline) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [offline, retry]);
}

/**
 * An error can come before any language file did (a first load whose data or file failed):
 * the layout around the page needs `base`. The page's own texts ship with the app.
 */
function useBaseMessages() {
  useEffect(() => {
    loadBaseMessages().catch(() => undefined);
  }, []);
}

// A crash is rare and its page (details, component stack) is not needed on the first load: its
// own chunk. When that cannot load either, the error page (in the app's first chunk) says the
// page failed, with a retry that asks for the crash page again.
const CrashPage = lazyPart(
  () => import('@/features/errors/crash-page').then((module) => module.CrashPage),
  {
    loading: <PageProgress />,
    failed: ({ retry }) => <ErrorPage variant="generic" onRetry={retry} />,
  },
);

/** What an error page shows for `error`: its status, offline or crash page, with a retry. */
export function ErrorContent({ error }: { error: unknown }) {
  useBaseMessages();
  // A failure the server said when to try again (maintenance) is a generic one: retried then.
  const classified = classifyError(error, { retrying: true });
  // The same entry once more: what failed (code, language file, start-up check) loads again,
  // what loaded is kept, and the page mounts anew and asks for its data again (a 5xx on its
  // first data, thrown while rendering).
  const { retry } = usePageChange();
  useRetryWhenOnline(classified.kind === 'offline', retry);
  const retryable = classified.kind === 'offline' || classified.kind === 'generic';
  useRetryWhenAsked(error, retryable ? retry : undefined);
  const componentStack = useSyncExternalStore(subscribeComponentStacks, () =>
    componentStackOf(error),
  );
  if (classified.kind === 'crash') {
    const showDetails = isDevelopmentHost(window.location.hostname, env.productionDomain);
    return <CrashPage error={error} showDetails={showDetails} componentStack={componentStack} />;
  }
  return (
    <ErrorPage
      variant={classified.kind}
      status={classified.status}
      message={classified.message}
      onRetry={retryable ? retry : undefined}
    />
  );
}

// When even the layout's code cannot load, the error shows in the public layout, and the next
// error page asks for the layout again (React's lazy would keep the failure).
const SignedInLayout = lazyPart(
  () => signedInLayoutModule().then((module) => module.SignedInLayout),
  {
    loading: <PageProgress />,
    failed: ({ props }) => <PublicLayout>{props.children}</PublicLayout>,
  },
);

/** Spec §2: the signed-in layout when logged in, else the public one. */
function LayoutBySession({ children }: { children: ReactNode }) {
  const signedIn = useSessionStore((state) => state.user !== null);
  if (!signedIn) return <PublicLayout>{children}</PublicLayout>;
  return <SignedInLayout>{children}</SignedInLayout>;
}

/** An error that escaped every layout, drawn in place of the root layout. */
export function RootErrorContent({ error }: { error: unknown }) {
  return (
    // In place of the root layout, so its offline bar is drawn here (a page opened offline).
    <>
      <OfflineBanner />
      <LayoutBySession>
        <ErrorContent error={error} />
      </LayoutBySession>
    </>
  );
}

export function NotFoundContent({ variant }: { variant: 'not-found' | 'unavailable' }) {
  return (
    <LayoutBySession>
      <ErrorPage variant={variant} />
    </LayoutBySession>
  );
}
