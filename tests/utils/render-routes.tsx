import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { AppRouter } from '@/app/app-router';
import { i18n } from '@/i18n/i18n';
import { createMemoryHistory, testRouter } from './memory-history';

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Stand-in `routes` under the app's router, over a history in memory opened at `entries` (the
 * last one current); `beside` is drawn next to the router (the toasts).
 */
export function renderRoutes(routes: RouteObject[], entries: string[], beside?: ReactNode) {
  const history = createMemoryHistory(entries);
  const router = testRouter(history);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <AppRouter history={history}>
        <Routes routes={routes} />
      </AppRouter>
      {beside}
    </I18nextProvider>,
  );
  return { ...view, router, history };
}
