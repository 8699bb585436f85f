import type { ErrorInfo } from 'react';
import { isApiError } from '@/api/api-error';
import { LoadFailedError } from '@/utils/load-once';
import { PageOfflineError } from './page-code';
import { RouteStatusError } from './route-status';

/**
 * Whether our error boundaries show `error` on purpose: a status page (a failed call, a guard's
 * 403), the offline page, code that could not load. Anything else is a crash, a bug
 * (src/app/error-kind.ts sorts them the same way).
 */
export function isExpectedRouteError(error: unknown): boolean {
  return (
    isApiError(error) ||
    error instanceof RouteStatusError ||
    error instanceof PageOfflineError ||
    error instanceof LoadFailedError
  );
}

/**
 * createRoot's onCaughtError. React logs every error a boundary caught with console.error; a
 * page whose data call failed is no bug, its error page says so, and the console stays for
 * real bugs, which are logged as React does, with where in the tree they happened.
 */
export function reportCaughtError(error: unknown, info: Pick<ErrorInfo, 'componentStack'>): void {
  if (isExpectedRouteError(error)) return;
  console.error(error, `\n\nThe above error occurred in:${info.componentStack ?? ' (unknown)'}`);
}
