import { isApiError } from '@/api/api-error';

/**
 * The `base` translation key that explains a failed call to the user. Used through
 * `failureMessage` (`failure-message.ts`), the one place that turns a failure into words.
 * Anything that is not an ApiError counts as a server failure, so the user always gets a
 * sentence instead of a stack trace.
 */
export function apiErrorMessageKey(error: unknown): string {
  if (!isApiError(error)) return 'api_error.server';
  switch (error.kind) {
    case 'network':
      return 'api_error.network';
    case 'timeout':
      return 'api_error.timeout';
    case 'invalid-response':
      return error.savedButUnreadable ? 'api_error.saved_unreadable' : 'api_error.invalid_response';
  }
  // An answer from the server that is a failure: read by its status.
  switch (error.status) {
    case 401:
      return 'api_error.session_expired';
    case 419:
      return 'api_error.page_expired';
    case 403:
      return 'api_error.forbidden';
    case 404:
    case 410:
      return 'api_error.not_found';
    case 413:
      return 'api_error.too_large';
    case 422:
      return 'api_error.validation';
    case 423:
      return 'api_error.locked';
    case 429:
      return error.retryAfterSeconds === undefined
        ? 'api_error.too_many_requests'
        : 'api_error.too_many_requests_wait';
    case 503:
      // With Retry-After the text says when (`failureMessage`).
      return error.retryAt === undefined ? 'api_error.maintenance' : 'api_error.maintenance_wait';
    default:
      return error.status >= 400 && error.status < 500 ? 'api_error.refused' : 'api_error.server';
  }
}
