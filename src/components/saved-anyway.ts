import { isApiError } from '@/api/api-error';
import { i18n } from '@/i18n/i18n';
import { failureMessage } from '@/lib/failure-message';
import { notify } from './toasts';

/**
 * True when `error` is a write the server accepted (2xx) but answered with a body that could not
 * be read (`ApiError.savedButUnreadable`): it was saved, so it must never be sent again.
 */
export function isSavedButUnreadable(error: unknown): boolean {
  return isApiError(error) && error.savedButUnreadable;
}

/**
 * For screens that move on after a save (a dialog closes, a form starts over): when `error` is
 * such a save, says so in a warning toast ("saved, but the answer could not be read") and returns
 * true, so the caller treats it as saved instead of offering to send it again (docs/decisions.md,
 * "A save the server accepted is never offered again"). Any other failure returns false and is
 * left to the caller. The data on screen is fetched again without the caller
 * (src/lib/query-client.ts).
 *
 * @example
 * catch (error) { if (savedAnyway(error)) return onSaved(); setFormError(failureMessage(error)); }
 */
export function savedAnyway(error: unknown): boolean {
  if (!isSavedButUnreadable(error)) return false;
  notify({
    header: i18n.t('api_error.saved_header', { ns: 'base' }),
    content: failureMessage(error),
    variant: 'warning',
  });
  return true;
}
