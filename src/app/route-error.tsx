import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { ErrorPageFrame } from '@/components/error-page-frame';
import { lazyPart } from '@/components/lazy-part';
import { OfflineBanner } from '@/components/offline-banner';
import { PageProgress } from '@/components/page-progress';
import { useOnline } from '@/hooks/use-online';
import { usePageChange } from './app-router';
import { RouteErrorBoundary } from './route-error-boundary';
import { PublicLayout } from './layouts/public-layout';

// The error pages' content loads on demand, so /login does not carry it. Fetched once
// the first page is on screen (src/main.tsx), it is there when the connection goes later.
const errorContent = () => import('./error-content');

/** Fetches the error pages ahead, so they show without a network; never fails. */
export function preloadErrorPages(): void {
  errorContent().catch(() => undefined);
}

/**
 * When the error pages' own code cannot load (offline before it was fetched ahead): the
 * words every error page starts with, which ship with the app in both languages, and a retry
 * of the page, by hand or the moment the connection is back.
 */
function ErrorFallback() {
  const { t } = useTranslation('base');
  const { retry } = usePageChange();
  const online = useOnline();
  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);
  return (
    <ErrorPageFrame
      variant={online ? 'generic' : 'offline'}
      description={
        online ? t('error_page.generic_description') : t('error_page.offline_description')
      }
    >
      <button type="button" className="btn btn-primary" onClick={retry}>
        {t('error_page.retry')}
      </button>
    </ErrorPageFrame>
  );
}

const loading = <PageProgress />;

const PageErrorContent = lazyPart(
  () => import('./error-content').then((module) => module.ErrorContent),
  {
    loading,
    failed: () => <ErrorFallback />,
  },
);

const RootErrorContent = lazyPart(
  () => import('./error-content').then((module) => module.RootErrorContent),
  {
    loading,
    failed: () => (
      <>
        <OfflineBanner />
        <PublicLayout>
          <ErrorFallback />
        </PublicLayout>
      </>
    ),
  },
);

const NotFoundContent = lazyPart(
  () => import('./error-content').then((module) => module.NotFoundContent),
  {
    loading,
    failed: () => (
      <PublicLayout>
        <ErrorFallback />
      </PublicLayout>
    ),
  },
);

/** Errors of a page inside a layout: the layout stays, the page shows the error. */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <RouteErrorBoundary fallback={(error) => <PageErrorContent error={error} />}>
      {children}
    </RouteErrorBoundary>
  );
}

/** Errors that escaped every layout (the start-up check, the layout's code, the root's own). */
export function RootErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <RouteErrorBoundary fallback={(error) => <RootErrorContent error={error} />}>
      {children}
    </RouteErrorBoundary>
  );
}

export function NotFoundPage({ variant }: { variant: 'not-found' | 'unavailable' }) {
  return <NotFoundContent variant={variant} />;
}
