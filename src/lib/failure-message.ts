import { isApiError } from '@/api/api-error';
import { UPLOAD_MAX_MB } from '@/api/schemas/upload-limit';
import { i18n } from '@/i18n/i18n';
import { apiErrorMessageKey } from '@/lib/api-error-message';

// Failures after which trying again is the way forward, so a form says its input is still there.
// Not where the page goes away (401), must be refreshed (other 4xx) or must not send again.
const WORTH_SAYING_KEPT = new Set([
  'api_error.network',
  'api_error.timeout',
  'api_error.page_expired',
  'api_error.maintenance',
  'api_error.server',
  'api_error.too_many_requests',
  'api_error.too_many_requests_wait',
]);

interface FailureOptions {
  /** The failed send left what the user typed in place (a form with input): then say so. */
  inputKept?: boolean;
}

/**
 * What went wrong and what to do, in the user's language: the one place failures become words.
 * The server's own `message` is never shown: Laravel's stock texts are English ("This action is
 * unauthorized.", "CSRF token mismatch.") and some name internal classes ("No query results for
 * model [App\Models\Kaizen] 999"). Field errors of a 422 are shown, at their fields. "Your input
 * was kept" only where there is input that was kept: never for a load or a button press.
 */
export function failureMessage(error: unknown, { inputKept = false }: FailureOptions = {}): string {
  const key = apiErrorMessageKey(error);
  const values = {
    ns: 'base',
    max: UPLOAD_MAX_MB,
    count: isApiError(error) ? error.retryAfterSeconds : undefined,
  };
  const message = i18n.t(key, values);
  if (!inputKept || !WORTH_SAYING_KEPT.has(key)) return message;
  return `${message} ${i18n.t('api_error.input_kept', { ns: 'base' })}`;
}
