import { isApiError } from '@/api/api-error';
import { UPLOAD_MAX_MB } from '@/api/schemas/upload-limit';
import { i18n } from '@/i18n/i18n';
import { apiErrorMessageKey } from '@/lib/api-error-message';

/**
 * What went wrong and what to do, in the user's language: the one place failures become words.
 * The server's own `message` is never shown: Laravel's stock texts are English ("This action is
 * unauthorized.", "CSRF token mismatch.") and some name internal classes ("No query results for
 * model [App\Models\Kaizen] 999"). Field errors of a 422 are shown, at their fields.
 */
export function failureMessage(error: unknown): string {
  const key = apiErrorMessageKey(error);
  const values = {
    ns: 'base',
    max: UPLOAD_MAX_MB,
    count: isApiError(error) ? error.retryAfterSeconds : undefined,
  };
  return i18n.t(key, values);
}

// Laravel's own texts: English whatever the user's language, and no help to anyone.
const LARAVEL_STOCK = new Set(
  [
    'This action is unauthorized.',
    'The given data was invalid.',
    'CSRF token mismatch.',
    'Unauthenticated.',
    'Unauthorized',
    'Forbidden',
    'Too Many Attempts.',
    'Too Many Requests',
    'Server Error',
    'Service Unavailable',
    'Not Found',
    'Page Expired',
    'Method Not Allowed',
    'Payload Too Large',
    'The POST data is too large.',
  ].map((text) => text.toLowerCase()),
);
// Names of classes or tables, SQL and stack traces: the server's insides, never for users.
const INTERNALS = /\\[A-Za-z]|SQLSTATE|No query results for model|Exception|Stack trace|\.php\b/;

/**
 * The server's own message when it was written for people (spec §2 shows it on the error
 * pages): not one of Laravel's stock English texts, and nothing that names its internals.
 */
export function serverWords(error: unknown): string | undefined {
  const said = isApiError(error) ? error.serverMessage?.trim() : undefined;
  if (!said || LARAVEL_STOCK.has(said.toLowerCase()) || INTERNALS.test(said)) return undefined;
  return said;
}
