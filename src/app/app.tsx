import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useLocation, useRoutes } from 'react-router-dom';
import { PageProgress } from '@/components/page-progress';
import { i18n } from '@/i18n/i18n';
import { AppRouter } from './app-router';
import type { AppHistory } from './history';
import { RootErrorBoundary } from './route-error';
import { entryLoader } from './route-loads';
import { routesAt } from './routes';

function AppRoutes() {
  return useRoutes(routesAt(useLocation().pathname));
}

/** The providers around the router; tests pass a history kept in memory. */
export function App({ history }: { history: AppHistory }) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppRouter history={history} loader={entryLoader} fallback={<PageProgress />}>
        <RootErrorBoundary>
          {/* The router draws an entry once it has loaded: nothing is expected to wait here. */}
          <Suspense fallback={<PageProgress />}>
            <AppRoutes />
          </Suspense>
        </RootErrorBoundary>
      </AppRouter>
    </I18nextProvider>
  );
}
