import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { i18n } from '@/i18n/i18n';
import { useNavStore } from '@/stores/nav-store';
import { rememberComponentStack } from './component-stacks';
import { routes } from './routes';

type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}

/** The providers around the router; tests pass a memory router built from the same routes. */
export function App({ router }: { router: AppRouter }) {
  useEffect(
    () =>
      router.subscribe(({ navigation }) =>
        useNavStore.setState({
          leavingTo: navigation.state === 'idle' ? null : navigation.location.pathname,
        }),
      ),
    [router],
  );
  return (
    <I18nextProvider i18n={i18n}>
      <RouterProvider
        router={router}
        onError={(error, { errorInfo }) => rememberComponentStack(error, errorInfo?.componentStack)}
      />
    </I18nextProvider>
  );
}
