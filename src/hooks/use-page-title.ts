import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useNavStore } from '@/stores/nav-store';

/**
 * Names the page in the tab's title by `title` (the kaizen on screen) instead of its crumb,
 * while the page is shown; null keeps the crumb.
 *
 * @example
 * usePageTitle(inTriage ? kaizen.title : null);
 */
export function usePageTitle(title: string | null): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (title === null) return undefined;
    useNavStore.setState({ pageTitle: { path: pathname, title } });
    return () => {
      if (useNavStore.getState().pageTitle?.path === pathname) {
        useNavStore.setState({ pageTitle: null });
      }
    };
  }, [pathname, title]);
}
