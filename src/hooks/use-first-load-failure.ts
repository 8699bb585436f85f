import { useState } from 'react';
import { isApiError } from '@/api/api-error';

/**
 * Spec §2/§8: a page whose own data failed with a 5xx shows the route's generic error page,
 * with its retry, instead of an alert inside the page. Only on the first load: once the page
 * has shown data (a table paged further, a refetch), it keeps it and its own error state.
 * Throws while rendering, so the route's error element catches it; its retry mounts the page
 * again, and a query that failed without data loads again on mount.
 */
export function useFirstLoadFailure(error: unknown, data: unknown): void {
  const [shownData, setShownData] = useState(false);
  if (data !== undefined && !shownData) setShownData(true);
  if (shownData || data !== undefined || !isApiError(error)) return;
  if (error.kind === 'http' && error.status >= 500) throw error;
}
