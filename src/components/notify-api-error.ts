import { i18n } from '@/i18n/i18n';
import { failureMessage } from '@/lib/failure-message';
import { notify } from './toasts';

/** Shows a failed call as a danger toast, for errors a screen does not show in place itself. */
export function notifyApiError(error: unknown): string {
  return notify({
    header: i18n.t('api_error.header', { ns: 'base' }),
    content: failureMessage(error),
    variant: 'danger',
  });
}
