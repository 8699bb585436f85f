import { isApiError } from '@/api/api-error';
import { UPLOAD_MAX_MB } from '@/api/schemas/upload-limit';
import { i18n } from '@/i18n/i18n';
import { apiErrorMessageKey } from '@/lib/api-error-message';
import { dateTimeFormat, relativeTimeFormat } from '@/utils/intl-format';

// Failures after which trying again is the way forward, so a form says its input is still there.
// Not where the page goes away (401), must be refreshed (other 4xx) or must not send again.
const WORTH_SAYING_KEPT = new Set([
  'api_error.network',
  'api_error.timeout',
  'api_error.page_expired',
  'api_error.maintenance',
  'api_error.maintenance_wait',
  'api_error.server',
  'api_error.too_many_requests',
  'api_error.too_many_requests_wait',
]);

interface FailureOptions {
  /** The failed send left what the user typed in place (a form with input): then say so. */
  inputKept?: boolean;
  /**
   * The failed load is tried again by itself when the server said to (`useRetryWhenAsked`):
   * then "we try again at ..." instead of "try again at ...".
   */
  retrying?: boolean;
}

/** Waits up to this long are said as "in N minutes"; longer ones as the time of day. */
const SAID_AS_A_WAIT_MS = 10 * 60_000;

/**
 * When the server said to try again, in the user's language: "over 45 seconden", "over 3
 * minuten", or, for a longer wait, "om 14:05", which does not go stale on screen.
 */
function whenToRetry(at: number | undefined): string | undefined {
  if (at === undefined) return undefined;
  const locale = i18n.language;
  const waitMs = at - Date.now();
  if (waitMs >= SAID_AS_A_WAIT_MS) {
    const time = dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(at);
    return i18n.t('base:api_error.retry_at', { time });
  }
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  // Stryker disable next-line ObjectLiteral: 'always' is also Intl's default, said to be sure
  const rtf = relativeTimeFormat(locale, { numeric: 'always' });
  return seconds < 60
    ? rtf.format(seconds, 'second')
    : rtf.format(Math.ceil(seconds / 60), 'minute');
}

/**
 * What went wrong and what to do, in the user's language: the one place failures become words.
 * The server's own `message` is never shown: Laravel's stock texts are English ("This action is
 * unauthorized.", "CSRF token mismatch.") and some name internal classes ("No query results for
 * model [App\Models\Kaizen] 999"). Field errors of a 422 are shown, at their fields. "Your input
 * was kept" only where there is input that was kept: never for a load or a button press.
 */
export function failureMessage(
  error: unknown,
  { inputKept = false, retrying = false }: FailureOptions = {},
): string {
  const said = apiErrorMessageKey(error);
  const key =
    retrying && said === 'api_error.maintenance_wait' ? 'api_error.maintenance_retrying' : said;
  const values = {
    // Stryker disable next-line StringLiteral: i18n falls back to `base` for a key it does not find
    ns: 'base',
    max: UPLOAD_MAX_MB,
    count: isApiError(error) ? error.retryAfterSeconds : undefined,
    when: isApiError(error) ? whenToRetry(error.retryAt) : undefined,
  };
  const message = i18n.t(key, values);
  if (!inputKept || !WORTH_SAYING_KEPT.has(key)) return message;
  return `${message} ${i18n.t('base:api_error.input_kept')}`;
}
